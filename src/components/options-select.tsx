import { NativeSelect, type NativeSelectFieldProps, type NativeSelectRootProps } from '@chakra-ui/react';

interface OptionsSelectProps extends NativeSelectFieldProps {
  options: readonly { value: string; label: string; disabled?: boolean | undefined }[];
  /** The empty first choice's text; without it the first option is preselected by the browser. */
  placeholder?: string | undefined;
  size?: NativeSelectRootProps['size'];
  width?: NativeSelectRootProps['width'];
}

/** A native select of the given options (keyboard and screen readers work as in any form); the rest of the props go to the select element. */
export function OptionsSelect({ options, placeholder, size, width, ...select }: OptionsSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
