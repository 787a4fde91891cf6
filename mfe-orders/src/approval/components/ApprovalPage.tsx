import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_EMAIL_MAX,
  APPROVAL_NAME_MAX,
  approveOrderSchema,
  firstIssue,
  isApprovalLinkId,
  messages,
  rejectOrderSchema,
} from '@portal/shared';
import { Alert, Button, Flex, Input, Spin, theme } from '@portal/shared/antd-base';
import { Typography } from '@portal/shared/antd';
import { approveOrder, fetchApprovalLink, rejectOrder, type ApprovalLink } from '../api';
import { approvalFailure } from '../approvalOutcome';

// The public approve and reject pages (spec 002 §2, §4, §5, §8): LOADING, then INPUT when the
// server confirms the link, else INVALID; SUCCESS after an answer. A customer on any device opens
// them from an e-mail: no session, no portal frame, no list machinery, no react-query, only the
// first-paint antd components (antd-base) and a plain textarea.

type Stage = 'LOADING' | 'INPUT' | 'SUBMITTING' | 'SUCCESS' | 'INVALID' | 'ERROR';
export type ApprovalAction = 'approve' | 'reject';

const TEXT = {
  approve: { title: 'Approve Order', button: 'Approve', success: messages.approvalApproved },
  reject: { title: 'Not Approved', button: 'Submit', success: messages.approvalRejected },
} as const;

export function ApprovalPage({ action }: { action: ApprovalAction }) {
  const params = useParams();
  const id = params.id ?? '';
  const order = Number(params.orderId);
  const wellFormed = isApprovalLinkId(id) && Number.isSafeInteger(order) && order > 0;
  const [stage, setStage] = useState<Stage>(wellFormed ? 'LOADING' : 'INVALID');
  const [link, setLink] = useState<ApprovalLink | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { token } = theme.useToken();
  const text = TEXT[action];

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    setStage('LOADING');
    fetchApprovalLink(id, order, controller.signal)
      .then((found) => {
        setLink(found);
        setStage(found ? 'INPUT' : 'INVALID');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = approvalFailure(error);
        setStage(failure.kind === 'error' ? 'ERROR' : 'INVALID');
      });
    return () => controller.abort();
  }, [id, order, wellFormed, attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = action === 'approve' ? approveOrderSchema.safeParse({ email, name }) : rejectOrderSchema.safeParse({ email, name, comment });
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    setProblem(null);
    setStage('SUBMITTING');
    try {
      if (action === 'approve') await approveOrder(id, order, { email: parsed.data.email, name: parsed.data.name });
      else await rejectOrder(id, order, parsed.data as { email: string; name: string; comment: string });
      setStage('SUCCESS');
    } catch (error) {
      const failure = approvalFailure(error);
      if (failure.kind === 'invalid') {
        setStage('INVALID');
        return;
      }
      setProblem(failure.message);
      setStage('INPUT');
    }
  };

  const box: CSSProperties = { width: '100%', maxWidth: 480 };
  let body;
  if (stage === 'LOADING') {
    body = <Spin size="large" aria-label="Loading" />;
  } else if (stage === 'INVALID') {
    body = <Alert type="warning" showIcon title={messages.approvalLinkUnavailable} role="alert" style={box} />;
  } else if (stage === 'ERROR') {
    body = (
      <Flex vertical gap={12} style={box}>
        <Alert type="error" showIcon title={messages.approvalFailed} role="alert" />
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </Flex>
    );
  } else if (stage === 'SUCCESS') {
    body = <Alert type="success" showIcon title={text.success} role="status" style={box} />;
  } else {
    const busy = stage === 'SUBMITTING';
    body = (
      <form onSubmit={submit} noValidate style={box} aria-label={text.title}>
        <Flex vertical gap={16}>
          {link && (
            <Typography.Text type="secondary">
              {`Order #${link.orderNumber} for ${link.customerName}${link.po ? `, PO ${link.po}` : ''}`}
            </Typography.Text>
          )}
          <Flex vertical gap={4}>
            <label htmlFor="approval-email">Email</label>
            <Input id="approval-email" type="email" autoComplete="email" maxLength={APPROVAL_EMAIL_MAX} value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="approval-name">Name</label>
            <Input id="approval-name" autoComplete="name" maxLength={APPROVAL_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} disabled={busy} />
          </Flex>
          {action === 'reject' && (
            <Flex vertical gap={4}>
              <label htmlFor="approval-comment">Comment</label>
              <textarea
                id="approval-comment"
                rows={6}
                maxLength={APPROVAL_COMMENT_MAX}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                disabled={busy}
                style={{
                  font: 'inherit',
                  padding: '4px 11px',
                  borderRadius: token.borderRadius,
                  border: `1px solid ${token.colorBorder}`,
                  background: token.colorBgContainer,
                  color: token.colorText,
                  resize: 'vertical',
                }}
              />
            </Flex>
          )}
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
          <Button type="primary" htmlType="submit" loading={busy}>
            {text.button}
          </Button>
        </Flex>
      </form>
    );
  }

  return (
    <Flex vertical align="center" gap={24} style={{ padding: '8vh 16px', minHeight: '100vh', background: token.colorBgLayout }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {text.title}
      </Typography.Title>
      {body}
    </Flex>
  );
}
