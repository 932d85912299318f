import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckboxGroupField, SelectField } from '@/components/form/choice-fields';
import { NumberField, TextField } from '@/components/form/text-fields';
import { SERVICES } from '../model/labels';
import { useGroupNames } from '../parts/use-group-names';
import { useLabels } from '../parts/use-labels';

/** The editable fields of a device user (names, e-mail, group, services, expected devices). */
export function DeviceUserFields({ currentGroup }: { currentGroup?: string }) {
  const { t } = useLingui();
  const labels = useLabels();
  const groups = useGroupNames();
  const groupNames = currentGroup && !groups.names.includes(currentGroup) ? [currentGroup, ...groups.names] : groups.names;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="first_name" label={t`First name`} required autoComplete="off" />
        <TextField name="surname" label={t`Surname`} required autoComplete="off" />
      </SimpleGrid>
      <TextField name="email" type="email" label={t`Email`} required />
      {groups.allowed && groupNames.length ? (
        <SelectField
          name="group"
          label={t`Group`}
          required
          placeholder={t`Choose a group`}
          options={groupNames.map((name) => ({ value: name, label: name }))}
        />
      ) : (
        <TextField name="group" label={t`Group`} required />
      )}
      <CheckboxGroupField
        name="services"
        label={t`Services`}
        required
        inline
        options={SERVICES.map((service) => ({ value: service, label: labels.service(service) }))}
      />
      <NumberField
        name="expected_device_count"
        label={t`Expected devices`}
        min={0}
        step={1}
        helperText={t`How many devices this user should have (default 1).`}
      />
    </>
  );
}
