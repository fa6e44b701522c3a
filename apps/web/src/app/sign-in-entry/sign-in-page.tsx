import { LANGUAGES, type Language } from '@fm/contract/languages';
import { type ChangeEventHandler, type ReactNode, type Ref, useEffect, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSignIn, signInFailure, useSignInForm } from '../../features/auth/hooks/use-sign-in-form.ts';
import { FREELANCER_SIGN_IN_LINKS, OTHER_SIGN_INS } from '../../features/auth/utils/sign-in-links.ts';
import { useEffectiveTheme } from '../../hooks/use-effective-theme.ts';
import { takeFlashMessage } from '../../lib/flash-message.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { FOOTER_LINKS } from '../layout/footer-links.ts';
import { Icon } from './icons.tsx';
import { prefetchTheApp } from './prefetch-the-app.ts';

/**
 * On to the app, once signed in or when a stored session is found: the remembered path (a forced sign-in) or home,
 * where the app's guards take over.
 */
export function leaveForTheApp() {
  window.location.replace(useAuthStore.getState().redirectUrl ?? '/');
}

type TextInputProps = {
  name: string;
  label: string;
  value: string;
  type: string;
  autoComplete: string;
  autoFocus?: boolean;
  error: boolean;
  helperText?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  end?: ReactNode;
};

/** A labelled, required text input with its message below (as the app's outlined fields wire their ARIA). */
function TextInput({ label, error, helperText, inputRef, end, ...input }: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div className="fm-field" data-error={error || undefined}>
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="fm-input">
        <input {...input} id={id} ref={inputRef} required aria-invalid={error} aria-describedby={helperId} />
        {end}
      </div>
      {helperText && (
        <p id={helperId} className="fm-helper">
          {helperText}
        </p>
      )}
    </div>
  );
}

/** The refusal, or the message left for after a reload ("Session expired!", "not invited"). */
function ErrorAlert({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  if (messageKey !== 'error.loginFailed') {
    return (
      <div className="fm-alert" role="alert">
        {t(messageKey)}
      </div>
    );
  }
  // Wrong e-mail, wrong password and another realm's account are refused alike: both causes are named.
  return (
    <div className="fm-alert" role="alert">
      <p className="fm-alert-title">{t('error.loginFailed')}</p>
      {t('auth.wrongCredentials')} {t('auth.wrongPageHint.freelancer')}
      {OTHER_SIGN_INS.freelancer.map((link) => (
        <a key={link.to} href={link.to} className="fm-alert-link">
          {t(link.labelKey)}
        </a>
      ))}
    </div>
  );
}

/** E-mail, password and remember-me against the freelancer realm; a success leaves for the app. */
function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(takeFlashMessage);
  const [isLeaving, setIsLeaving] = useState(false);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const { values, textField, setIsRememberMe, formProps, isSubmitting } = useSignInForm(async (input) => {
    setErrorKey(null);
    try {
      const { signIn } = await loadSignIn();
      await signIn({ realm: 'freelancer', ...input });
      setIsLeaving(true);
      onSignedIn();
    } catch (error) {
      // This page has no snackbar host: failures the app would report there are shown here.
      setErrorKey(signInFailure(error).key);
    }
  });
  const isBusy = isSubmitting || isLeaving;
  const passwordToggleLabel = isPasswordVisible ? t('auth.hidePassword') : t('auth.showPassword');

  return (
    <form className="fm-form" {...formProps} onKeyDownCapture={prefetchTheApp} onPointerDownCapture={prefetchTheApp}>
      {errorKey && <ErrorAlert messageKey={errorKey} />}
      <TextInput type="email" autoComplete="username" autoFocus {...textField('email', t('auth.email'))} />
      <TextInput
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        {...textField('password', t('auth.password'))}
        end={
          <button
            type="button"
            className="fm-icon-button"
            aria-label={passwordToggleLabel}
            title={passwordToggleLabel}
            onClick={() => setIsPasswordVisible((isVisible) => !isVisible)}
          >
            <Icon name={isPasswordVisible ? 'visibilityOff' : 'visibility'} />
          </button>
        }
      />
      <label className="fm-check">
        <input
          type="checkbox"
          name="isRememberMe"
          checked={values.isRememberMe}
          onChange={(event) => setIsRememberMe(event.target.checked)}
        />
        {t('auth.rememberMe')}
      </label>
      <button type="submit" className="fm-submit" disabled={isBusy}>
        {isBusy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  );
}

/** Language and theme, as the app's top bar offers them; both are kept in the preferences store. */
function Preferences() {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const mode = useEffectiveTheme();
  const themeLabel = mode === 'dark' ? t('layout.switchToLight') : t('layout.switchToDark');
  return (
    <div className="fm-preferences">
      <select
        className="fm-language"
        aria-label={t('layout.language')}
        value={language}
        onChange={(event) => usePreferencesStore.getState().setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`layout.languages.${option}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="fm-icon-button"
        aria-label={themeLabel}
        title={themeLabel}
        onClick={() => usePreferencesStore.getState().setTheme(mode === 'dark' ? 'light' : 'dark')}
      >
        <Icon name={mode === 'dark' ? 'lightMode' : 'darkMode'} />
      </button>
    </div>
  );
}

/**
 * /login, the freelancers' sign-in, as a page of its own (decision 038): React and the app's texts and stores,
 * without MUI and the router, so that the first page most people load stays small. Its look follows the app's theme
 * (sign-in.css); the other public pages are the app's.
 */
export function SignInPage({ onSignedIn = leaveForTheApp }: { onSignedIn?: () => void }) {
  const { t, i18n } = useTranslation();
  const mode = useEffectiveTheme();

  // Before the first paint, so that a chosen theme other than the system's does not flash.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  // Once the language's texts are there (German loads as a chunk of its own), as the app's providers do.
  const shownLanguage = i18n.language;
  useEffect(() => {
    document.documentElement.lang = shownLanguage;
    document.title = t('app.name');
  }, [shownLanguage, t]);

  return (
    <div className="fm-page">
      <header className="fm-top-bar">
        <a href="/login" className="fm-logo" aria-label={t('app.name')}>
          <span className="fm-logo-mark">
            <Icon name="storefront" />
          </span>
          <span className="fm-logo-name">{t('app.name')}</span>
        </a>
        <Preferences />
      </header>
      <main className="fm-main">
        <section className="fm-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{t('auth.freelancerTitle')}</h1>
          <p className="fm-subtitle">{t('auth.freelancerSubtitle')}</p>
          <SignInForm onSignedIn={onSignedIn} />
          <nav className="fm-links">
            {FREELANCER_SIGN_IN_LINKS.map((link) => (
              <a key={link.to} href={link.to}>
                {t(link.labelKey)}
              </a>
            ))}
          </nav>
        </section>
      </main>
      <footer className="fm-footer">
        <nav>
          {FOOTER_LINKS.map((link) => (
            <a key={link.to} href={link.to}>
              {t(link.key)}
            </a>
          ))}
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
