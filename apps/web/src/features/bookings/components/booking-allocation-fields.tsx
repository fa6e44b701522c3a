import { Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { AllocationChoice } from './allocation-choice.tsx';
import type { BookingControl, BookingForm } from './booking-form.ts';
import { ProjectPicker } from './project-picker.tsx';

type BookingAllocationFieldsProps = {
  control: BookingControl;
  setValue: UseFormSetValue<BookingForm>;
  /** Select the project's active allocations once it is chosen (new requests). */
  isPreselecting: boolean;
};

/** The project and its cost allocations; another project clears the chosen allocations. */
export function BookingAllocationFields({ control, setValue, isPreselecting }: BookingAllocationFieldsProps) {
  const project = useWatch({ control, name: 'project' });
  return (
    <>
      <Controller
        name="project"
        control={control}
        render={({ field, fieldState }) => (
          <ProjectPicker
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              setValue('allocation_ids', []);
            }}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        name="allocation_ids"
        control={control}
        render={({ field, fieldState }) => (
          <AllocationChoice
            projectId={project?.id ?? null}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            isPreselecting={isPreselecting}
          />
        )}
      />
    </>
  );
}
