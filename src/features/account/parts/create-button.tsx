import { Button } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import type { ReactNode } from 'react';
import type { Permission } from '@/auth/use-permission';
import { Icon } from '@/components/icon';

interface CreateButtonProps {
  /** Whether the user may create one; the reason is the disabled button's title. */
  permission: Permission;
  onClick: () => void;
  children: ReactNode;
}

/** A page's button opening the form for a new record. */
export function CreateButton({ permission, onClick, children }: CreateButtonProps) {
  return (
    <Button onClick={onClick} disabled={!permission.allowed} title={permission.reason}>
      <Icon icon={faPlus} />
      {children}
    </Button>
  );
}
