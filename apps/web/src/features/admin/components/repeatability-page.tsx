import { Alert, Flex, Typography } from 'antd';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useRetestDevices } from '../api/get-retest-devices';
import { zhCN } from '../locale';
import { AdminLayout } from './admin-layout';
import { DeviceRepeatabilityCard } from './device-repeatability-card';
import { DoubleCaptureSetting } from './double-capture-setting';

const t = zhCN.repeatability;

/** No device yet: what a test-retest pair is and how it will be taken. */
function NoDevices() {
  return (
    <Alert
      type="info"
      showIcon
      title={t.emptyTitle}
      description={
        <>
          <Typography.Paragraph>{t.emptyWhat}</Typography.Paragraph>
          <Typography.Paragraph>{t.emptyHow}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t.emptyDevices}</Typography.Paragraph>
        </>
      }
    />
  );
}

/** Issue 32 #3: 设备重复性 for administrators and store managers, one card per microscope. */
export function RepeatabilityPage() {
  const devices = useRetestDevices();
  useErrorToast(devices);
  return (
    <AdminLayout section="repeatability" title={t.title} subtitle={t.subtitle}>
      <Flex vertical gap="middle">
        <DoubleCaptureSetting />
        {devices.data?.length === 0 && <NoDevices />}
        {devices.data?.map((device) => (
          <DeviceRepeatabilityCard key={device.deviceLabel} device={device} />
        ))}
      </Flex>
    </AdminLayout>
  );
}
