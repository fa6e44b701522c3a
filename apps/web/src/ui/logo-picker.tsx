import { IMAGE_MAX_BYTES } from '@fm/contract/constants';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'];

/** The catalogue message for a file that is no jpg/png/bmp or larger than 5 MB, else null. */
export function logoFileError(file: File, t: TFunction): string | null {
  if (!IMAGE_TYPES.includes(file.type) || file.size > IMAGE_MAX_BYTES)
    return t('validation.imageFormat', { size: IMAGE_MAX_BYTES / 1024 / 1024 });
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type LogoPickerProps = {
  /** What is shown now: the saved logo's URL or the chosen file's data URL. */
  preview: string | null;
  name: string;
  /** A checked file (jpg, png or bmp, at most 5 MB), or null when removed. */
  onChange: (file: File | null) => void;
  /** An error from the form or the server. */
  error?: string;
};

/** Picks an agency logo; files of the wrong type or size are refused with the specification's message. */
export function LogoPicker({ preview, name, onChange, error }: LogoPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Avatar variant="rounded" src={preview ?? undefined} alt={name} sx={{ width: 64, height: 64 }}>
          {name.charAt(0)}
        </Avatar>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp"
          hidden
          aria-label={t('ui.logoPicker.logo')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const message = logoFileError(file, t);
            setLocalError(message);
            if (!message) onChange(file);
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {t('ui.logoPicker.choose')}
        </Button>
        {preview && (
          <Button
            color="inherit"
            onClick={() => {
              setLocalError(null);
              onChange(null);
            }}
          >
            {t('ui.logoPicker.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(shownError)} role={shownError ? 'alert' : undefined} sx={{ mx: 0 }}>
        {shownError ?? t('ui.logoPicker.hint')}
      </FormHelperText>
    </Stack>
  );
}
