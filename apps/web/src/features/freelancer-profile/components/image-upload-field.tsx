import { IMAGE_MAX_BYTES } from '@fm/contract/constants';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredImage } from '../../../hooks/use-stored-image.ts';

export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;
const ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';

/** The image kind from the first bytes (the name can lie: a PDF renamed to .png is refused). */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'bmp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return null;
}

function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file as a data URL with its real type, or null when it is too large or not jpg/png/bmp. */
export async function readImageFile(file: File): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES || file.size === 0) return null;
  const buffer = await readBytes(file);
  const type = sniffImageType(buffer);
  if (!type) return null;
  let binary = '';
  const CHUNK = 0x8000;
  for (let index = 0; index < buffer.length; index += CHUNK)
    binary += String.fromCharCode(...buffer.subarray(index, index + CHUNK));
  return `data:image/${type};base64,${btoa(binary)}`;
}

export type ImageUploadFieldProps = {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string;
  onError: (message: string | null) => void;
  initials: string;
};

/** Choose, preview and remove the profile image (jpg, png or bmp, at most IMAGE_MAX_BYTES). */
export function ImageUploadField({ value, onChange, error, onError, initials }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const label = t('freelancerProfile.fields.image');
  const shown = useStoredImage(value);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const dataUrl = await readImageFile(file);
    if (input.current) input.current.value = '';
    if (!dataUrl) {
      onError(t('validation.imageFormat', { size: IMAGE_MAX_MB }));
      return;
    }
    onError(null);
    onChange(dataUrl);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={shown}
          alt={value ? t('freelancerProfile.fields.imagePreview') : undefined}
          sx={{ width: 88, height: 88, fontSize: 32 }}
        >
          {initials || <PhotoCameraOutlinedIcon />}
        </Avatar>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraOutlinedIcon />}>
            {t('freelancerProfile.fields.chooseImage')}
            <input
              ref={input}
              id={inputId}
              type="file"
              hidden
              accept={ACCEPT}
              aria-label={label}
              onChange={(event) => void handleFile(event.target.files?.[0])}
            />
          </Button>
          {value ? (
            <Button color="inherit" onClick={() => onChange(null)}>
              {t('freelancerProfile.fields.removeImage')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(error)}>
        {error ?? t('freelancerProfile.fields.imageHint', { size: IMAGE_MAX_MB })}
      </FormHelperText>
    </Stack>
  );
}
