import { IMAGE_MAX_BYTES } from '@fm/contract/constants';
import { Avatar, Box, Button, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

const TYPES = ['image/jpeg', 'image/png', 'image/bmp'];

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type ImagePickerProps = { value: string | null; onChange: (value: string | null) => void; error?: string };

/** A project image as a data URL (jpg, png or bmp, at most 5 MB; the server checks the bytes again). */
export function ImagePicker({ value, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [ownError, setOwnError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setOwnError(t('projects.dialog.imageFormat'));
    if (file.size > IMAGE_MAX_BYTES) return setOwnError(t('projects.dialog.imageTooLarge'));
    setOwnError(null);
    onChange(await readDataUrl(file));
  };
  const shown = ownError ?? error;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar variant="rounded" src={value ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
        <Button component="label" htmlFor={inputId} variant="outlined">
          {t('projects.dialog.chooseImage')}
          <input
            id={inputId}
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,.bmp"
            aria-label={t('projects.dialog.image')}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </Button>
        {value ? <Button onClick={() => onChange(null)}>{t('projects.dialog.removeImage')}</Button> : null}
      </Box>
      <FormHelperText error={Boolean(shown)}>{shown ?? t('projects.dialog.imageHint')}</FormHelperText>
    </Box>
  );
}
