import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { href, type ServiceKind } from '@/lib/paths';
import { EvidenceDocument } from './evidence/evidence-document';

/** /dashboard/services/{kind}/{payload_reference}/record: the payload's evidence record, ready to print or save as PDF. */
export default function PayloadRecordPage({ kind }: { kind: ServiceKind }) {
  const { t } = useLingui();
  const { payloadReference = '' } = useParams();
  return (
    <EvidenceDocument
      key={payloadReference}
      references={[payloadReference]}
      selection={false}
      back={{ to: href.payload(kind, payloadReference), label: t`Back to the payload` }}
      heading={(actions) => (
        <PageHeading
          title={t`Evidence record`}
          description={t`What was captured, when and by which device and user, that it arrived intact and on time, who reviewed, played or downloaded it, and what was said about it.`}
          actions={actions}
        />
      )}
    />
  );
}
