import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy notice`}
      intro={t`This notice explains what the compliance portal processes, why, for how long, and whom to contact.`}
      updated={t`Last updated 1 November 2026.`}
      sections={[
        {
          heading: t`Who is responsible`,
          body: (
            <Text>{t`Your organisation decides which devices are recorded and who may review them; it is the controller of the recordings. The provider operates the platform on its behalf as a processor.`}</Text>
          ),
        },
        {
          heading: t`What is processed`,
          body: (
            <Text>{t`Recordings and metadata captured on managed devices: calls, SMS, MMS and RCS messages, interviews, photos, videos, diagnostics, GPS points, telemetry and logs; the identity, roles and actions of portal users; and technical data such as IP address and browser for the audit.`}</Text>
          ),
        },
        {
          heading: t`Why`,
          body: (
            <Text>{t`To meet record-keeping and supervision duties of regulated organisations, to let authorised reviewers examine and comment on records, and to keep the service secure and working.`}</Text>
          ),
        },
        {
          heading: t`Retention and legal holds`,
          body: (
            <Text>{t`Records are deleted and then destroyed after the periods your organisation sets per record type and payload type. A legal hold on a portal user or device user keeps their records until the hold is released, whatever the retention policy says.`}</Text>
          ),
        },
        {
          heading: t`Who can see it`,
          body: (
            <Text>{t`Only portal users whose roles allow it, within their groups and payload types. Provider staff see your data only in support mode, after your organisation approved a time-limited support access request; every action is audited.`}</Text>
          ),
        },
        {
          heading: t`Your rights and contact`,
          body: (
            <Text>{t`To access, correct or object to the processing of your data, contact your organisation's data protection officer, who will involve the provider where needed. You can also complain to your data protection authority.`}</Text>
          ),
        },
      ]}
    />
  );
}
