import { useQuery } from '@tanstack/react-query';
import { checkReturnAction, type SessionUser } from '@portal/shared';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { fetchCsrs, fetchReps, updateReturnCsr, updateReturnRep, type ReturnDetail } from '../api';
import { flowReturnOf } from '../flowReturn';
import { EditableValue } from '@portal/shared/ui';
import { returnsKeys } from '../../queryKeys';

/** Customer, rep and CSR (spec 001 §2.1); rep and CSR changeable by order_edit (spec 001 §6). */
export function PeopleCard({ ret, user, onSaved }: { ret: ReturnDetail; user: SessionUser | null; onSaved: () => void }) {
  const canEdit = checkReturnAction(user, flowReturnOf(ret), 'editPeople').ok;
  const reps = useQuery({
    queryKey: returnsKeys.reps(),
    queryFn: ({ signal }) => fetchReps(signal),
    enabled: canEdit,
    staleTime: 10 * 60_000,
  });
  const csrs = useQuery({
    queryKey: returnsKeys.csrs(),
    queryFn: ({ signal }) => fetchCsrs(signal),
    enabled: canEdit,
    staleTime: 10 * 60_000,
  });
  // A return always has a rep (its picker has no clear); the server refuses an empty one as unknown.
  const saveRep = async (value: string | null) => {
    await updateReturnRep(ret.id, value ?? '');
    onSaved();
  };
  const saveCsr = async (value: string | null) => {
    await updateReturnCsr(ret.id, value);
    onSaved();
  };
  const options = (list: { code: string; name: string }[] | undefined) =>
    (list ?? []).map((p) => ({ value: p.code, label: `${p.code} - ${p.name}` }));
  return (
    <Card title="Customer" size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Customer">{`${ret.customer} - ${ret.customerName}`}</Descriptions.Item>
        <Descriptions.Item label="Region">{ret.repRegion}</Descriptions.Item>
        <Descriptions.Item label="Rep">
          <EditableValue
            label="Rep"
            display={`${ret.rep} - ${ret.repName}`}
            canEdit={canEdit}
            initial={ret.rep}
            options={options(reps.data)}
            onSave={saveRep}
          />
        </Descriptions.Item>
        <Descriptions.Item label="CSR">
          <EditableValue
            label="CSR"
            display={ret.csr ? `${ret.csr} - ${ret.csrName ?? ''}` : ''}
            canEdit={canEdit}
            initial={ret.csr}
            options={options(csrs.data)}
            allowClear
            onSave={saveCsr}
          />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
