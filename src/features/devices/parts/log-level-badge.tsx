import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { LogLevel } from '@generated/client/model';

const PALETTE: Record<LogLevel, BadgeProps['colorPalette']> = { DEBUG: 'gray', INFO: 'blue', WARN: 'orange', ERROR: 'red' };

/** A log level as the device wrote it (DEBUG, INFO, WARN, ERROR), coloured by severity. */
export function LogLevelBadge({ level }: { level: LogLevel }) {
  return (
    <Badge colorPalette={PALETTE[level] ?? 'gray'} variant="subtle" fontFamily="mono">
      {level}
    </Badge>
  );
}
