import type { FormEvent } from 'react';
import { CARRIER_REGIONS, EQUIPMENT_TYPES, FLEET_SIZES, SAFETY_RATINGS, type RegisterRequest } from '@freight/domain';
import { useForm } from '@freight/platform';
import { SelectField, TextField } from '../../../components/form-fields';
import { FormGrid, Wide } from '../../../components/form-layout';
import { ListPicker } from '../../../components/list-picker';
import { EMPTY_USER_FIELDS } from '../../../components/user-fields';
import { useBusinessRegistration } from '../hooks/use-business-registration';
import { BusinessRegisterLayout } from './business-register-layout';

const INITIAL = {
  ...EMPTY_USER_FIELDS,
  accountType: 'carrier',
  carrierInfo: {
    dotNumber: '',
    mcNumber: '',
    equipmentTypes: [] as string[],
    fleetSize: '',
    operatingRegions: [] as string[],
    insuranceInfo: { liability: '', cargo: '' },
    safetyRating: '',
  },
};

/** Carrier sign-up: the API signs the new carrier in, and its dashboard opens on its onboarding checklist. */
export function CarrierRegisterPage() {
  const form = useForm(INITIAL, (s) => s.carrierRegisterSchema);
  const { submit, isSubmitting } = useBusinessRegistration({ signsIn: true });
  const info = form.values.carrierInfo;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const body = await form.check(event);
    if (body) void submit(body as RegisterRequest, form.showServerErrors);
  };

  return (
    <BusinessRegisterLayout
      title="Create your carrier account"
      subtitle="Register your authority, equipment and lanes to haul with us."
      form={form}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <TextField form={form} name="carrierInfo.dotNumber" label="DOT number" required inputMode="numeric" />
        <TextField form={form} name="carrierInfo.mcNumber" label="MC number (optional)" />
        <SelectField form={form} name="carrierInfo.fleetSize" label="Fleet size" required options={FLEET_SIZES} placeholder="Select fleet size" />
        <SelectField form={form} name="carrierInfo.safetyRating" label="Safety rating (optional)" options={SAFETY_RATINGS} placeholder="Select safety rating" />
        <Wide>
          <ListPicker
            label="Equipment types"
            required
            options={EQUIPMENT_TYPES}
            value={info.equipmentTypes}
            onChange={(next) => form.set('carrierInfo.equipmentTypes', next)}
            placeholder="Select equipment"
            error={form.errors['carrierInfo.equipmentTypes']}
          />
        </Wide>
        <Wide>
          <ListPicker
            label="Operating regions"
            required
            options={CARRIER_REGIONS}
            value={info.operatingRegions}
            onChange={(next) => form.set('carrierInfo.operatingRegions', next)}
            placeholder="Select a region"
            error={form.errors['carrierInfo.operatingRegions']}
          />
        </Wide>
        <TextField form={form} name="carrierInfo.insuranceInfo.liability" label="Liability insurance" required placeholder="e.g. $1,000,000" />
        <TextField form={form} name="carrierInfo.insuranceInfo.cargo" label="Cargo insurance" required placeholder="e.g. $100,000" />
      </FormGrid>
    </BusinessRegisterLayout>
  );
}
