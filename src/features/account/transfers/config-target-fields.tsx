import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { NumberField, TextField } from '@/components/form/text-fields';

/** Where an S3 transfer writes: bucket and prefix, and the IAM role the platform assumes. */
export function S3Fields() {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <TextField
        name="s3.destination"
        label={t`Destination`}
        required
        placeholder="s3://bucket/prefix"
        helperText={t`The bucket and optional prefix, e.g. s3://acme-archive/compliance`}
      />
      <TextField
        name="s3.iam_role_arn"
        label={t`IAM role ARN`}
        required
        placeholder="arn:aws:iam::123456789012:role/name"
        helperText={t`The role in your AWS account that the platform assumes to write.`}
      />
    </Stack>
  );
}

/** Where an SFTP transfer writes, and how it signs in. */
export function SftpFields({ creating }: { creating: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField name="sftp.server" label={t`Server`} required placeholder="sftp.example.com" />
        <NumberField name="sftp.port" label={t`Port`} required min={1} max={65535} step={1} />
        <TextField name="sftp.username" label={t`Username`} required autoComplete="off" />
      </SimpleGrid>
      <TextField name="sftp.root_directory" label={t`Root directory`} required placeholder="/" />
      <TextField
        name="sftp_password"
        type="password"
        label={t`SFTP password`}
        required={creating}
        autoComplete="new-password"
        helperText={creating ? undefined : t`Leave empty to keep the stored password.`}
      />
    </Stack>
  );
}
