import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/form/text-fields';

interface ReferenceFieldProps {
  name: string;
  creating: boolean;
  /** What a new reference may contain, under the field while creating. */
  rules: string;
  maxLength: number;
}

/** A record's reference: typed when creating, then fixed (the record is addressed by it). */
export function ReferenceField({ name, creating, rules, maxLength }: ReferenceFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name={name}
      label={t`Reference`}
      required
      helperText={creating ? rules : t`The reference cannot be changed.`}
      inputProps={{ readOnly: !creating, maxLength }}
    />
  );
}
