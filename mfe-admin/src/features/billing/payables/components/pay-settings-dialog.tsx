import { type CarrierPaySettings, PAYABLE_ADMIN_TEXTS } from '@freight/domain';
import { useForm } from '@freight/platform';
import { Field, Input } from '@freight/ui';
import { useSaveCarrierPaySettingsMutation } from '../api/admin-payables-api';
import { FormDialog } from '../../components/form-dialog';

const LABELS = { quickPayFeePercent: PAYABLE_ADMIN_TEXTS.feeLabel, carrierTermsDays: PAYABLE_ADMIN_TEXTS.termsLabel };

function SettingsForm({ settings, onClose }: { settings: CarrierPaySettings; onClose: () => void }) {
  const form = useForm({ quickPayFeePercent: String(settings.quickPayFeePercent), carrierTermsDays: String(settings.carrierTermsDays) }, (s) => s.carrierPaySettingsSchema);
  const [save, { isLoading }] = useSaveCarrierPaySettingsMutation();
  return (
    <FormDialog
      title={PAYABLE_ADMIN_TEXTS.settingsTitle}
      submitLabel="Save settings"
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={LABELS}
      busy={isLoading}
      send={(values) => save(values as unknown as CarrierPaySettings).unwrap()}
      onClose={onClose}
    >
      <Field label={LABELS.quickPayFeePercent} hint={PAYABLE_ADMIN_TEXTS.feeHint} error={form.errors.quickPayFeePercent} required>
        <Input name="quickPayFeePercent" inputMode="decimal" value={form.values.quickPayFeePercent} onChange={(e) => form.set('quickPayFeePercent', e.target.value)} />
      </Field>
      <Field label={LABELS.carrierTermsDays} hint={PAYABLE_ADMIN_TEXTS.termsHint} error={form.errors.carrierTermsDays} required>
        <Input name="carrierTermsDays" inputMode="numeric" value={form.values.carrierTermsDays} onChange={(e) => form.set('carrierTermsDays', e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/** Staff's quick pay fee and standard carrier terms (validated by the API's schema here too), from the settings read with the queue. */
export function PaySettingsDialog({ settings, onClose }: { settings: CarrierPaySettings; onClose: () => void }) {
  return <SettingsForm settings={settings} onClose={onClose} />;
}
