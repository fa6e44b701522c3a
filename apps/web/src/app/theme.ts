import type { Language, Theme } from '@fm/contract/enums';
import { alpha, createTheme } from '@mui/material/styles';
import { MUI_LOCALES } from './mui-texts.ts';

/** Every duration of MUI's transitions at zero: dialogs, menus and drawers appear and leave at once. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * A calm, modern Material look: indigo primary, teal secondary, soft surfaces, rounded corners. The sign-in page,
 * which does not load MUI, repeats these colours in its stylesheet (sign-in-entry/sign-in.css, decision 038).
 * With `reducedMotion` (the system's "reduce motion" setting, WCAG 2.3.3), nothing slides, fades or ripples.
 */
export function createAppTheme(mode: Theme, language: Language = 'en', reducedMotion = false) {
  const isDark = mode === 'dark';
  const primary = isDark ? '#8c9eff' : '#3949ab';
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: primary },
        secondary: { main: isDark ? '#4dd0c4' : '#00897b' },
        background: isDark ? { default: '#0f1218', paper: '#171b24' } : { default: '#f5f6fa', paper: '#ffffff' },
        divider: isDark ? 'rgba(255,255,255,0.09)' : 'rgba(17,24,39,0.09)',
        text: isDark ? { primary: '#e8eaf0', secondary: '#a4abbd' } : { primary: '#1c2030', secondary: '#5b6275' },
      },
      shape: { borderRadius: 10 },
      ...(reducedMotion ? { transitions: NO_MOTION } : {}),
      typography: {
        fontFamily: '"Inter", "Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 700 },
        h4: { fontWeight: 700, letterSpacing: '-0.01em' },
        h5: { fontWeight: 700, letterSpacing: '-0.01em' },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
        MuiCssBaseline: {
          styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
        },
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'inherit' },
          styleOverrides: {
            root: ({ theme }) => ({
              backgroundColor: alpha(theme.palette.background.paper, 0.9),
              backdropFilter: 'blur(8px)',
              borderBottom: `1px solid ${theme.palette.divider}`,
            }),
          },
        },
        MuiDrawer: {
          styleOverrides: { paper: ({ theme }) => ({ borderRight: `1px solid ${theme.palette.divider}` }) },
        },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { borderRadius: 8 } },
        },
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: 8,
              margin: '2px 8px',
              '&.Mui-selected': {
                backgroundColor: alpha(theme.palette.primary.main, isDark ? 0.18 : 0.1),
                color: theme.palette.primary.main,
                '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
              },
            }),
          },
        },
        MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    MUI_LOCALES[language],
  );
}
