import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormControl, FormLabel, IconButton, TextField } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import type { BookingControl } from './booking-form.ts';

/** Server links of a booking: a list of http(s) links, each validated by the contract. */
export function ServerLinksField({ control }: { control: BookingControl }) {
  const { t } = useTranslation();
  const links = useWatch({ control, name: 'server_links' });
  return (
    <Controller
      name="server_links"
      control={control}
      render={({ field, formState }) => {
        const errors = (formState.errors.server_links ?? []) as ({ message?: string } | undefined)[];
        const update = (index: number, text: string) =>
          field.onChange(links.map((link, position) => (position === index ? text : link)));
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('bookings.dialog.serverLinks')}</FormLabel>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
              {links.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: links are edited in place by position
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    size="small"
                    type="url"
                    label={t('bookings.dialog.serverLink', { number: index + 1 })}
                    value={link}
                    onChange={(event) => update(index, event.target.value)}
                    error={Boolean(errors[index]?.message)}
                    helperText={errors[index]?.message}
                  />
                  <IconButton
                    aria-label={t('bookings.dialog.removeServerLink', { number: index + 1 })}
                    onClick={() => field.onChange(links.filter((_link, position) => position !== index))}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              ))}
              <Box>
                <Button size="small" startIcon={<AddIcon />} onClick={() => field.onChange([...links, ''])}>
                  {t('bookings.dialog.addServerLink')}
                </Button>
              </Box>
            </Box>
          </FormControl>
        );
      }}
    />
  );
}
