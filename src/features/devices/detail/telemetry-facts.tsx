import type { DeviceTelemetry } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';
import { MetadataList } from '@/components/detail/metadata-list';
import { formatBytes, freePercent } from '../model/format-bytes';
import { useLabels } from '../parts/use-labels';

/** One telemetry report as labelled facts: power, storage, network, upload queue, management flags, permissions. */
export function TelemetryFacts({ report }: { report: DeviceTelemetry }) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const bytes = (value: number | null | undefined) => formatBytes(value, i18n.locale);
  const yesNo = (value: boolean | null | undefined) => (value === undefined || value === null ? null : value ? t`Yes` : t`No`);
  const { battery, storage, wifi, data_usage: usage, upload_queue: queue, message_permissions: permissions } = report;
  const free = freePercent(storage);
  const batteryLevel = battery?.level ?? 0;
  const freeText = storage ? bytes(storage.free_bytes) : '';
  const totalText = storage ? bytes(storage.total_bytes) : '';
  const percentFree = free ?? 0;
  const signal = wifi?.signal_level ?? 0;
  return (
    <MetadataList
      columns={2}
      items={[
        { label: t`Reported`, value: <DateTime value={report.reported_at} /> },
        { label: t`App version`, value: report.app_version },
        { label: t`Model`, value: report.model },
        { label: t`OS version`, value: report.os_version },
        {
          label: t`Battery`,
          value: battery
            ? [t`${batteryLevel}%`, battery.is_charging ? t`charging` : '', battery.is_power_saving ? t`power saving` : '']
                .filter(Boolean)
                .join(', ')
            : null,
        },
        { label: t`Storage free`, value: storage ? t`${freeText} of ${totalText} (${percentFree}%)` : null },
        {
          label: t`Wi-Fi`,
          value: wifi
            ? [
                wifi.is_enabled ? t`Wi-Fi on` : t`Wi-Fi off`,
                wifi.is_connected ? t`connected` : t`not connected`,
                wifi.signal_level !== undefined ? t`signal ${signal} of 4` : '',
              ]
                .filter(Boolean)
                .join(', ')
            : null,
        },
        {
          label: t`Mobile data (received / sent)`,
          value: usage ? `${bytes(usage.mobile_rx_bytes)} / ${bytes(usage.mobile_tx_bytes)}` : null,
        },
        { label: t`Wi-Fi data (received / sent)`, value: usage ? `${bytes(usage.wifi_rx_bytes)} / ${bytes(usage.wifi_tx_bytes)}` : null },
        {
          label: t`Queued payloads`,
          value: queue ? `${i18n.number(queue.queued_payloads)}${queue.queued_bytes ? ` (${bytes(queue.queued_bytes)})` : ''}` : null,
        },
        { label: t`Upload state`, value: queue?.state },
        { label: t`Oldest queued`, value: queue?.oldest_queued_at ? <DateTime value={queue.oldest_queued_at} /> : null },
        { label: t`Services running`, value: labels.services(report.enabled_services) },
        { label: t`Device admin`, value: yesNo(report.is_device_admin) },
        { label: t`Device owner`, value: yesNo(report.is_device_owner) },
        { label: t`Knox`, value: yesNo(report.is_knox_enabled) },
        { label: t`Read SMS`, value: yesNo(permissions?.read_sms) },
        { label: t`Receive SMS`, value: yesNo(permissions?.receive_sms) },
        { label: t`Receive MMS`, value: yesNo(permissions?.receive_mms) },
        { label: t`Default SMS app`, value: yesNo(permissions?.is_default_sms_app) },
      ]}
    />
  );
}
