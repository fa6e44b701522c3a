import { IT_REQUIREMENTS } from '@fm/contract/enums';
import { Box, FormControl, FormLabel } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import '../messages.ts';
import type { BookingControl } from './booking-form.ts';
import { ServerLinksField } from './server-links-field.tsx';

/** What the freelancer needs from the agency's IT: requirements as toggles, and links to servers. */
export function BookingItFields({ control }: { control: BookingControl }) {
  const { t } = useTranslation();
  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('bookings.dialog.itRequirements')}</FormLabel>
        <Controller
          name="it_requirements"
          control={control}
          render={({ field }) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {IT_REQUIREMENTS.map((requirement) => (
                <ChipToggle
                  key={requirement}
                  label={t(`bookings.it.${requirement}`)}
                  isSelected={field.value.includes(requirement)}
                  onChange={(isSelected) =>
                    field.onChange(
                      isSelected ? [...field.value, requirement] : field.value.filter((item) => item !== requirement),
                    )
                  }
                />
              ))}
            </Box>
          )}
        />
      </FormControl>
      <ServerLinksField control={control} />
    </>
  );
}
