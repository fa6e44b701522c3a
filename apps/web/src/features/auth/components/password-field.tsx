import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field.tsx';

/** A password input with a show/hide button; the input's ref comes as `ref` or as `inputRef` (muiRegister). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<OutlinedFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <OutlinedField
        {...props}
        inputRef={ref ?? props.inputRef}
        type={isVisible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
              onClick={() => setIsVisible((value) => !value)}
              edge="end"
            >
              {isVisible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
