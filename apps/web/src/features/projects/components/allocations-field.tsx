import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Switch,
  TextField,
} from '@mui/material';
import { type Control, Controller, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import type { ProjectForm } from './create-project-dialog.tsx';

/** The project's cost allocation numbers, each active or not (docs/product.md §14). */
export function AllocationsField({ control }: { control: Control<ProjectForm> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'allocations' });
  const { errors } = useFormState({ control, name: 'allocations' });
  const listError = (errors.allocations as { message?: string } | undefined)?.message;
  return (
    <FormControl component="fieldset" error={Boolean(listError)}>
      <FormLabel component="legend">{t('projects.dialog.allocations')}</FormLabel>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
        {fields.map((row, index) => (
          <Box
            key={row.id}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto auto' } }}
          >
            <Controller
              name={`allocations.${index}.number`}
              control={control}
              render={({ field, fieldState: state }) => (
                <TextField
                  {...field}
                  size="small"
                  required
                  label={t('projects.dialog.allocationNumber', { number: index + 1 })}
                  error={Boolean(state.error)}
                  helperText={state.error?.message}
                />
              )}
            />
            <Controller
              name={`allocations.${index}.name`}
              control={control}
              render={({ field }) => (
                <TextField {...field} size="small" label={t('projects.dialog.allocationName', { number: index + 1 })} />
              )}
            />
            <Controller
              name={`allocations.${index}.is_active`}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t('projects.dialog.allocationActive')}
                />
              )}
            />
            <IconButton
              aria-label={t('projects.dialog.removeAllocation', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ number: '', name: '', is_active: true })}
          >
            {t('projects.dialog.addAllocation')}
          </Button>
        </Box>
      </Box>
      {listError ? <FormHelperText>{listError}</FormHelperText> : null}
    </FormControl>
  );
}
