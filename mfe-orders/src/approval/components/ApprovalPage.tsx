import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_EMAIL_MAX,
  APPROVAL_NAME_MAX,
  checkApprovalForm,
  messages,
  type ApprovalAction,
  type ApprovalFormField,
} from '@portal/shared/core';
import { approveOrder, fetchApprovalLink, rejectOrder, type ApprovalLink } from '../api';
import { approvalFailure } from '../approvalOutcome';
import { approvalLinkOf } from '../approvalLocation';
import { APPROVAL_PAGE_TEXT, ApprovalFrame, ApprovalLoading } from './ApprovalFrame';
import { ApprovalItems } from './ApprovalItems';
import './ApprovalPage.css';

// The public approve and reject pages (spec 002 §2, §4, §5, §8): LOADING, then INPUT when the
// server confirms the link, else INVALID; SUCCESS after an answer. A customer opens them from an
// e-mail, on any device, through the public host page (shell/src/public/), which loads this remote's
// `./approval` module and nothing else: so no antd, no router, no session, no react-query here, only
// semantic HTML, ApprovalPage.css, the pure rules of @portal/shared/core and the pages' own GraphQL
// client (publicGql.ts). The portal's own routes (ApprovePage, RejectPage) render the same page. Its
// LOADING state is also rendered at build time (ApprovalFrame.tsx), so the title shows at once.

type Stage = 'LOADING' | 'INPUT' | 'SUBMITTING' | 'SUCCESS' | 'INVALID' | 'ERROR';

const PROBLEM_ID = 'approval-problem';

interface Problem {
  /** The field it is about, when the form's own check found it (that field is marked and focused). */
  field?: ApprovalFormField;
  message: string;
}

export interface ApprovalPageProps {
  action: ApprovalAction;
  /** The path's {orderId} and {id}, as written (checked here: a malformed link is INVALID without a call). */
  orderId: string | undefined;
  linkId: string | undefined;
}

export function ApprovalPage({ action, orderId, linkId }: ApprovalPageProps) {
  const link = approvalLinkOf(orderId, linkId);
  const id = link?.id ?? '';
  const order = link?.order ?? 0;
  const wellFormed = link !== null;
  const [stage, setStage] = useState<Stage>(wellFormed ? 'LOADING' : 'INVALID');
  const [found, setFound] = useState<ApprovalLink | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);
  const text = APPROVAL_PAGE_TEXT[action];

  useEffect(() => {
    document.title = text.title;
  }, [text.title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try again trigger: each click loads the link again
  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    setStage('LOADING');
    fetchApprovalLink(id, order, controller.signal)
      .then((answer) => {
        setFound(answer);
        setStage(answer ? 'INPUT' : 'INVALID');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStage(approvalFailure(error).kind === 'error' ? 'ERROR' : 'INVALID');
      });
    return () => controller.abort();
  }, [id, order, wellFormed, attempt]);

  // After an answer the form (and the focused button) is gone: focus moves to what happened.
  useEffect(() => {
    if (answered.current && (stage === 'SUCCESS' || stage === 'INVALID')) outcomeRef.current?.focus();
  }, [stage]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage !== 'INPUT') return;
    const check = checkApprovalForm(action, { email, name, comment });
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      ({ email: emailRef, name: nameRef, comment: commentRef })[check.field].current?.focus();
      return;
    }
    setProblem(null);
    setStage('SUBMITTING');
    try {
      const { email: sentEmail, name: sentName, comment: sentComment = '' } = check.values;
      if (action === 'approve') await approveOrder(id, order, { email: sentEmail, name: sentName });
      else await rejectOrder(id, order, { email: sentEmail, name: sentName, comment: sentComment });
      answered.current = true;
      setStage('SUCCESS');
    } catch (error) {
      const failure = approvalFailure(error);
      if (failure.kind === 'invalid') {
        answered.current = true;
        setStage('INVALID');
        return;
      }
      setProblem({ message: failure.message });
      setStage('INPUT');
    }
  };

  const about = (field: ApprovalFormField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': PROBLEM_ID } : {});

  let body: ReactNode;
  if (stage === 'LOADING') {
    body = <ApprovalLoading />;
  } else if (stage === 'INVALID') {
    body = (
      <p ref={outcomeRef} tabIndex={-1} className="approval-message approval-message--warning" role="alert">
        {messages.approvalLinkUnavailable}
      </p>
    );
  } else if (stage === 'ERROR') {
    body = (
      <>
        <p className="approval-message approval-message--error" role="alert">
          {messages.approvalFailed}
        </p>
        <button type="button" className="approval-button" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </>
    );
  } else if (stage === 'SUCCESS') {
    body = (
      <p ref={outcomeRef} tabIndex={-1} className="approval-message approval-message--success" role="status">
        {text.success}
      </p>
    );
  } else {
    const busy = stage === 'SUBMITTING';
    body = (
      <form className="approval-form" onSubmit={submit} noValidate aria-label={text.title} aria-busy={busy}>
        {found && (
          <>
            <p className="approval-order">{`Order #${found.orderNumber} for ${found.customerName}${found.po ? `, PO ${found.po}` : ''}`}</p>
            <ApprovalItems link={found} order={order} id={id} />
          </>
        )}
        <div className="approval-field">
          <label htmlFor="approval-email">Email</label>
          <input
            ref={emailRef}
            id="approval-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={APPROVAL_EMAIL_MAX}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            readOnly={busy}
            {...about('email')}
          />
        </div>
        <div className="approval-field">
          <label htmlFor="approval-name">Name</label>
          <input
            ref={nameRef}
            id="approval-name"
            name="name"
            autoComplete="name"
            required
            maxLength={APPROVAL_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={busy}
            {...about('name')}
          />
        </div>
        {action === 'reject' && (
          <div className="approval-field">
            <label htmlFor="approval-comment">Comment</label>
            <textarea
              ref={commentRef}
              id="approval-comment"
              name="comment"
              rows={6}
              required
              maxLength={APPROVAL_COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              readOnly={busy}
              {...about('comment')}
            />
          </div>
        )}
        {problem && (
          <p id={PROBLEM_ID} className="approval-message approval-message--error" role="alert">
            {problem.message}
          </p>
        )}
        {/* aria-disabled, not disabled: the button keeps the focus while the answer is sent. */}
        <button type="submit" className="approval-button approval-button--primary" aria-disabled={busy || undefined}>
          {busy && <span className="approval-spinner approval-spinner--small" aria-hidden="true" />}
          {text.button}
        </button>
      </form>
    );
  }

  return <ApprovalFrame title={text.title}>{body}</ApprovalFrame>;
}
