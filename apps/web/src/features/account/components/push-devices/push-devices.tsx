import { userMessage } from '@dating/api-client';
import type { PushDevice } from '@dating/contracts';
import { Alert } from '@dating/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchButton } from '@/components/switch-button';
import { currentSubscription, refreshPushState, setPushState, usePushState } from '@/lib/push';
import { subscribeToPush } from '@/lib/push-subscribe';
import { useSettings } from '@/lib/settings/site-settings';
import { PUSH_DEVICES_KEY, removePushSubscriptionCall, usePushDevices, useRemovePushDevice } from '../../api/push-devices';
import { savePushSubscriptionCall } from '../../api/save-push-subscription';
import { deviceName } from '../../lib/device-name';

const ENDPOINT_KEY = ['push-endpoint'] as const;

/** This browser's push endpoint, or null; and a way to read it again after a change. */
function useCurrentEndpoint(): [string | null, () => Promise<void>] {
  const queryClient = useQueryClient();
  const endpoint = useQuery({ queryKey: ENDPOINT_KEY, queryFn: async () => (await currentSubscription().catch(() => null))?.endpoint ?? null });
  return [endpoint.data ?? null, () => queryClient.invalidateQueries({ queryKey: ENDPOINT_KEY })];
}

/**
 * On /notifications (decision 061): a switch for push on this browser, and the member's devices with
 * push, each with the browser it was switched on in, when, and the last push; any one can be removed.
 */
export function PushDevices() {
  const { t, i18n } = useTranslation();
  const { t: tn } = useTranslation('notifications');
  const settings = useSettings();
  const queryClient = useQueryClient();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const { state } = usePushState();
  const [endpoint, readEndpoint] = useCurrentEndpoint();
  const [message, setMessage] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });

  const nameOf = (device: PushDevice) => {
    const { browser, os } = deviceName(device.user_agent);
    if (browser && os) return tn('pushDevices.name', { browser, os });
    if (os) return tn('pushDevices.browserOn', { os });
    return browser ?? tn('pushDevices.unknownBrowser');
  };

  const on = state === 'subscribed';
  const toggle = useMutation({
    mutationFn: async (turnOn: boolean) => {
      if (turnOn) {
        if (!settings.push_public_key) throw new Error('no push key');
        const subscription = await subscribeToPush(settings.push_public_key);
        if (!subscription) return false;
        await savePushSubscriptionCall(subscription);
        setPushState('subscribed');
        return true;
      }
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscriptionCall(subscription.endpoint);
        await subscription.unsubscribe();
      }
      await refreshPushState();
      return true;
    },
    onSuccess: async (changed, turnOn) => {
      if (!changed) await refreshPushState();
      setMessage(changed ? tn(turnOn ? 'pushDevices.nowOn' : 'pushDevices.nowOff') : null);
    },
    onSettled: async () => {
      await readEndpoint();
      await queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY });
    },
  });

  const removeDevice = (device: PushDevice) => {
    const name = nameOf(device);
    remove.mutate(device.id, {
      onSuccess: async () => {
        setMessage(tn('pushDevices.removed', { device: name }));
        // This browser's own row: it stops asking for push here too, or its next visit would add it back.
        if (device.endpoint === endpoint) {
          await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
          await refreshPushState();
          await readEndpoint();
        }
      },
    });
  };

  // While switching, the switch already shows the new position.
  const shownOn = toggle.isPending ? toggle.variables : on;
  const unavailable = state === 'unsupported' || state === 'denied' || !settings.push_public_key;
  const error = toggle.error ?? remove.error;

  return (
    <section className="card settings-section push-devices" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title">{tn('pushDevices.heading')}</h2>
      <div className="switch-row">
        <div>
          <h3 id="push-this-device">{tn('pushDevices.thisDevice')}</h3>
          <p id="push-this-device-text" className="field-hint">
            {state === 'unsupported' ? tn('pushDevices.unsupported') : state === 'denied' ? tn('pushDevices.denied') : tn('pushDevices.thisDeviceText')}
          </p>
        </div>
        <SwitchButton
          on={shownOn}
          labelledBy="push-this-device"
          describedBy="push-this-device-text"
          disabled={toggle.isPending || (unavailable && !on)}
          onText={tn('pushDevices.on')}
          offText={tn('pushDevices.off')}
          onToggle={() => toggle.mutate(!on)}
        />
      </div>

      <h3 id="push-devices-list">{tn('pushDevices.listHeading')}</h3>
      {devices.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : devices.isError ? (
        <Alert tone="danger">{userMessage(devices.error, t('errors.generic'))}</Alert>
      ) : devices.data.devices.length === 0 ? (
        <p className="field-hint">{tn('pushDevices.none')}</p>
      ) : (
        <ul className="device-list" aria-labelledby="push-devices-list">
          {devices.data.devices.map((device) => {
            const name = nameOf(device);
            return (
              <li key={device.id} className="device-row">
                <div>
                  <span className="device-name">
                    {name}
                    {device.endpoint === endpoint ? <span className="device-current"> ({tn('pushDevices.current')})</span> : null}
                  </span>
                  <span className="field-hint">
                    {tn('pushDevices.added', { date: date.format(new Date(device.created_at)) })}
                    {' · '}
                    {device.last_sent_at ? tn('pushDevices.lastPush', { date: date.format(new Date(device.last_sent_at)) }) : tn('pushDevices.noPushYet')}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-small btn-light"
                  aria-label={tn('pushDevices.removeLabel', { device: name })}
                  disabled={remove.isPending}
                  onClick={() => removeDevice(device)}
                >
                  {tn('pushDevices.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="settings-status">
        {message && !error ? message : null}
        {error ? <span className="text-danger">{userMessage(error, tn('pushDevices.failed'))}</span> : null}
      </p>
    </section>
  );
}
