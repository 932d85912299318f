import { Button, HStack, Text } from '@chakra-ui/react';
import { faFileShield } from '@fortawesome/free-solid-svg-icons/faFileShield';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import type { Payload } from '@generated/client/model';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { RowSelection } from '@/components/data-table/use-row-selection';
import { GuardedButton } from '@/components/guarded-button';
import { Icon } from '@/components/icon';
import { href } from '@/lib/paths';
import { ReceiptsDialog } from './receipts-dialog';

/** `POST receipts` takes 1 to 100 payload references (spec section 5). */
export const MAX_RECEIPTS = 100;

/** How many payloads are ticked, "Confirm receipts" for them in one request, and their evidence records in one document. */
export function ReceiptsBulkBar({ selection, confirmBlocked }: { selection: RowSelection<Payload>; confirmBlocked?: string | undefined }) {
  const { t } = useLingui();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const count = selection.size;
  const tooMany = count > MAX_RECEIPTS;
  const records = href.evidenceRecords(selection.selected.map((payload) => payload.payload_reference));
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t`Selected payloads`}>
      <Text fontSize="sm" aria-live="polite" color={tooMany ? 'fg.error' : count ? 'fg' : 'fg.muted'}>
        {tooMany ? (
          <Trans>
            {count} selected: receipts and evidence records are for at most {MAX_RECEIPTS} payloads at once
          </Trans>
        ) : (
          <Plural value={count} one="# selected" other="# selected" />
        )}
      </Text>
      {count > 0 ? (
        <>
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            <Trans>Unselect all</Trans>
          </Button>
          <GuardedButton
            size="sm"
            variant="outline"
            reason={tooMany ? t`Select at most ${MAX_RECEIPTS} payloads to confirm their receipts.` : confirmBlocked}
            onClick={() => setOpen(true)}
          >
            <Icon icon={faCheck} />
            <Trans>Confirm receipts</Trans>
          </GuardedButton>
          {tooMany ? null : (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={records} state={{ from: `${location.pathname}${location.search}` }}>
                <Icon icon={faFileShield} />
                <Trans>Evidence records</Trans>
              </RouterLink>
            </Button>
          )}
        </>
      ) : null}
      <ReceiptsDialog open={open} onOpenChange={setOpen} payloads={selection.selected} onDone={selection.clear} />
    </HStack>
  );
}
