import type { BookingPrefill } from '@freight/domain';
import type { ShipmentDetailsForm } from '@freight/ui';

/**
 * The booking form with what the quote already says: both ends' ZIP code, city and state, the
 * weight, the pieces and class, and the windows. Names, streets, contacts and references stay as the
 * customer has them (empty on a fresh form).
 */
export function withPrefill(form: ShipmentDetailsForm, prefill: BookingPrefill): ShipmentDetailsForm {
  const address = (current: ShipmentDetailsForm['shipper']['address'], place: BookingPrefill['pickup']) =>
    place ? { ...current, zip: place.zip, city: place.city || current.city, state: place.state || current.state } : current;
  return {
    ...form,
    pickupWindow: { ...prefill.pickupWindow },
    deliveryWindow: { ...prefill.deliveryWindow },
    shipper: { ...form.shipper, address: address(form.shipper.address, prefill.pickup) },
    consignee: { ...form.consignee, address: address(form.consignee.address, prefill.delivery) },
    weight: prefill.weight === null ? form.weight : String(prefill.weight),
    pieces: prefill.pieces === null ? form.pieces : String(prefill.pieces),
    freightClass: prefill.freightClass ?? form.freightClass,
  };
}
