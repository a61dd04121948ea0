import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { type AssignedLoad, formatLane } from '@freight/domain';
import { driverAssignmentSchema } from '@freight/domain/schemas';
import { errorMessage, useToast } from '@freight/platform';
import { Alert, Button, Field, Input, Select, Spinner } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useGetCompanyQuery } from '../../../hooks/company-api';
import { useAssignDriverMutation } from '../api/carrier-loads-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

type Problems = Partial<Record<'userId' | 'phone' | 'truckNumber' | 'trailerNumber' | 'form', string>>;

/** The dispatcher puts one of the company's drivers on a load: who, their phone on the road, the truck and the trailer. */
export function DriverDialog({ load, onClose }: { load: AssignedLoad; onClose: () => void }) {
  const { data: company, isLoading } = useGetCompanyQuery();
  const drivers = (company?.members ?? []).filter((member) => member.role === 'driver');
  const [userId, setUserId] = useState(load.driver ? String(load.driver.userId) : '');
  const [phone, setPhone] = useState(load.driver?.phone ?? '');
  const [truckNumber, setTruck] = useState(load.driver?.truckNumber ?? '');
  const [trailerNumber, setTrailer] = useState(load.driver?.trailerNumber ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [assign, { isLoading: saving }] = useAssignDriverMutation();
  const { toast } = useToast();

  const pick = (id: string) => {
    setUserId(id);
    // The driver's own phone, until the dispatcher types another.
    const driver = drivers.find((d) => String(d.id) === id);
    if (driver?.phone && !phone) setPhone(driver.phone);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = driverAssignmentSchema.validate({ userId: userId ? Number(userId) : undefined, phone, truckNumber, trailerNumber }, { abortEarly: false });
    if (checked.error) {
      setProblems(Object.fromEntries(checked.error.details.map((d) => [String(d.path[0]), d.message])));
      return;
    }
    setProblems({});
    try {
      const answer = await assign({ id: load.id, ...checked.value }).unwrap();
      toast({ title: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      setProblems({ form: errorMessage(failure) });
    }
  }

  return (
    <Dialog open onClose={onClose} title={`${load.driver ? 'Change the driver' : 'Assign a driver'}: ${load.number}`} description={formatLane(load)} dismissible={!saving}>
      {isLoading ? (
        <Spinner label="Loading your drivers" showLabel />
      ) : drivers.length === 0 ? (
        <Alert tone="info" title="No drivers in your company yet">
          Invite them from the Team tab as Driver: each signs in on their phone and sees the loads you give them.
        </Alert>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Assign a driver">
          <Field label="Driver" error={problems.userId} required>
            <Select value={userId} onChange={(e) => pick(e.target.value)} placeholder="Choose a driver" required options={drivers.map((d) => ({ value: String(d.id), label: `${d.firstName} ${d.lastName}` }))} />
          </Field>
          <Field label="Driver's phone on the road" error={problems.phone} required>
            <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="off" maxLength={30} />
          </Field>
          <Pair>
            <Field label="Truck number" error={problems.truckNumber} required>
              <Input value={truckNumber} onChange={(e) => setTruck(e.target.value)} maxLength={20} />
            </Field>
            <Field label="Trailer number" error={problems.trailerNumber} required>
              <Input value={trailerNumber} onChange={(e) => setTrailer(e.target.value)} maxLength={20} />
            </Field>
          </Pair>
          {problems.form && <Alert tone="danger" title={problems.form} />}
          <Button type="submit" loading={saving}>
            {load.driver ? 'Change Driver' : 'Assign Driver'}
          </Button>
        </Form>
      )}
    </Dialog>
  );
}
