import type { FormEvent } from 'react';
import { BUSINESS_TYPES, COMMODITIES, SHIPPER_REGIONS, SHIPPING_VOLUMES, type RegisterRequest } from '@freight/domain';
import { useForm } from '@freight/platform';
import { SelectField, TextareaField } from '../../../components/form-fields';
import { FormGrid, Wide } from '../../../components/form-layout';
import { ListPicker } from '../../../components/list-picker';
import { EMPTY_USER_FIELDS } from '../../../components/user-fields';
import { useBusinessRegistration } from '../hooks/use-business-registration';
import { BusinessRegisterLayout } from './business-register-layout';

const INITIAL = {
  ...EMPTY_USER_FIELDS,
  accountType: 'shipper',
  shipperInfo: {
    businessType: '',
    shippingVolume: '',
    primaryCommodities: [] as string[],
    shippingRegions: [] as string[],
    specialRequirements: '',
  },
};

export function ShipperRegisterPage() {
  const form = useForm(INITIAL, (s) => s.shipperRegisterSchema);
  const { submit, isSubmitting } = useBusinessRegistration();
  const info = form.values.shipperInfo;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const body = await form.check(event);
    if (body) void submit(body as RegisterRequest, form.showServerErrors);
  };

  return (
    <BusinessRegisterLayout
      title="Create your shipper account"
      subtitle="Tell us what you ship and where, and we'll match you with the right capacity."
      form={form}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <SelectField form={form} name="shipperInfo.businessType" label="Business type" required options={BUSINESS_TYPES} placeholder="Select business type" />
        <SelectField form={form} name="shipperInfo.shippingVolume" label="Shipping volume" required options={SHIPPING_VOLUMES} placeholder="Select monthly volume" />
        <Wide>
          <ListPicker
            label="Primary commodities"
            required
            options={COMMODITIES}
            value={info.primaryCommodities}
            onChange={(next) => form.set('shipperInfo.primaryCommodities', next)}
            placeholder="Select a commodity"
            error={form.errors['shipperInfo.primaryCommodities']}
          />
        </Wide>
        <Wide>
          <ListPicker
            label="Shipping regions"
            required
            options={SHIPPER_REGIONS}
            value={info.shippingRegions}
            onChange={(next) => form.set('shipperInfo.shippingRegions', next)}
            placeholder="Select a region"
            error={form.errors['shipperInfo.shippingRegions']}
          />
        </Wide>
        <Wide>
          <TextareaField form={form} name="shipperInfo.specialRequirements" label="Special requirements (optional)" rows={3} placeholder="Temperature control, liftgate, appointments…" />
        </Wide>
      </FormGrid>
    </BusinessRegisterLayout>
  );
}
