import { Link } from 'react-router';
import { checkReturnAction, formatMoney, formatToronto, formatTorontoDate, RETURN_COMMENT_MAX, type SessionUser } from '@portal/shared';
import { Flex } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { updateReturnCode, updateReturnComment, type ReturnDetail } from '../api';
import { flowReturnOf } from '../flowReturn';
import { invoiceUrl, orderHistoryPath, returnOrderPath } from '../../urls';
import { EditableValue } from '@portal/shared/ui';

/** The summary (spec 001 §2.1): order, dates, code, totals, commission, invoices, the return order, the comment. */
export function SummaryCard({
  ret,
  user,
  codes,
  onSaved,
}: {
  ret: ReturnDetail;
  user: SessionUser | null;
  codes: { id: number; code: string }[];
  onSaved: () => void;
}) {
  const flow = flowReturnOf(ret);
  const may = (action: Parameters<typeof checkReturnAction>[2]) => checkReturnAction(user, flow, action).ok;
  const money = (cents: number) => formatMoney(cents, ret.currency);
  const saveCode = async (value: string | null) => {
    await updateReturnCode(ret.id, Number(value));
    onSaved();
  };
  const saveComment = async (value: string | null) => {
    await updateReturnComment(ret.id, value);
    onSaved();
  };
  return (
    <Card title="Summary" size="small">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="Order">
          <Link to={orderHistoryPath(ret.orderId)}>{`#${ret.orderNumb}`}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="Order date">{formatTorontoDate(ret.orderCreatedAt)}</Descriptions.Item>
        <Descriptions.Item label="Created">{formatToronto(ret.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Created by">{ret.createdBy ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Return code">
          <EditableValue
            label="Return code"
            display={ret.code.code}
            canEdit={may('editCode')}
            initial={String(ret.code.id)}
            options={codes.map((c) => ({ value: String(c.id), label: c.code }))}
            onSave={saveCode}
          />
        </Descriptions.Item>
        <Descriptions.Item label="Job">{ret.job ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Items returned">{ret.totalItems}</Descriptions.Item>
        <Descriptions.Item label="Goods value">{money(ret.totalPriceCents)}</Descriptions.Item>
        <Descriptions.Item label="Total refund">
          <strong>{money(ret.totalRefundedCents)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="Commission">{`${ret.commission}%`}</Descriptions.Item>
        <Descriptions.Item label="Contact date">{ret.dateContact ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Info date">{ret.dateInfo ?? ''}</Descriptions.Item>
        {ret.closedOn && <Descriptions.Item label="Closed on">{formatToronto(ret.closedOn)}</Descriptions.Item>}
        {ret.creditOrder && (
          <Descriptions.Item label="Return order">
            <Link to={returnOrderPath(ret.creditOrder.id, ret.creditOrder.status)}>{`#${ret.creditOrder.number}`}</Link>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Invoices" span="filled">
          <Flex gap={8} wrap>
            {ret.invoice.map((inv) => (
              <a key={inv} href={invoiceUrl(inv)} target="_blank" rel="noreferrer">
                {inv}
              </a>
            ))}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="Comment" span="filled">
          <EditableValue
            label="Comment"
            display={ret.comment ?? ''}
            canEdit={may('editComment')}
            initial={ret.comment}
            maxLength={RETURN_COMMENT_MAX}
            onSave={saveComment}
          />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
