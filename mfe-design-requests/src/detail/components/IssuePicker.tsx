import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Input, Typography } from '@portal/shared/antd';
import { DR_LIMITS, DR_MESSAGES, designIssueSchema } from '@portal/shared';
import { designRequestsKeys } from '../../queryKeys';
import { fetchIssues } from '../api';

// The issues selection (spec 001 §2.2, §3.2, §5.2): the server's default issues (plus those a
// manager starred), each a checkbox; an artist manager's star saves one as a default option; a new
// issue may be added: non-empty, at most 100 characters, not a duplicate.

export type IssueChoice = Record<string, { selected: boolean; save: boolean }>;

/** The selected issues, in the order they were listed. */
export const selectedIssues = (chosen: IssueChoice) =>
  Object.entries(chosen)
    .filter(([, v]) => v.selected)
    .map(([desc, v]) => ({ desc, save: v.save }));

/** spec 001 §5.2: why a new issue cannot be added, or null. */
export function newIssueProblem(text: string, existing: readonly string[]): string | null {
  const parsed = designIssueSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? DR_MESSAGES.issueEmpty;
  if (existing.some((e) => e.trim().toLowerCase() === parsed.data.toLowerCase())) return DR_MESSAGES.duplicateIssue;
  return null;
}

export function IssuePicker({
  chosen,
  onChange,
  manager,
  label,
}: {
  chosen: IssueChoice;
  onChange: (c: IssueChoice) => void;
  manager: boolean;
  label?: string;
}) {
  const issues = useQuery({ queryKey: designRequestsKeys.issues(), queryFn: ({ signal }) => fetchIssues(signal) });
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const listed = [
    ...(issues.data ?? []).map((i) => i.desc),
    ...Object.keys(chosen).filter((d) => !(issues.data ?? []).some((i) => i.desc === d)),
  ];
  const problem = newIssueProblem(text, listed);
  const toggle = (desc: string, patch: Partial<{ selected: boolean; save: boolean }>) =>
    onChange({ ...chosen, [desc]: { selected: chosen[desc]?.selected ?? false, save: chosen[desc]?.save ?? false, ...patch } });
  return (
    <Flex vertical gap={4} role="group" aria-label={label ?? 'Issues'}>
      {listed.map((desc) => (
        <Flex key={desc} gap={8} align="center">
          <Checkbox checked={!!chosen[desc]?.selected} onChange={(e) => toggle(desc, { selected: e.target.checked })}>
            {desc}
          </Checkbox>
          {manager && (
            <Button
              size="small"
              type="text"
              aria-label={`Save ${desc} as a default`}
              aria-pressed={!!chosen[desc]?.save}
              onClick={() => toggle(desc, { save: !chosen[desc]?.save })}
            >
              {chosen[desc]?.save ? '★' : '☆'}
            </Button>
          )}
        </Flex>
      ))}
      <Flex gap={8}>
        <Input
          aria-label="New issue"
          placeholder="Another issue"
          value={text}
          maxLength={DR_LIMITS.issue + 20}
          onChange={(e) => (setText(e.target.value), setTried(false))}
        />
        <Button
          onClick={() => {
            setTried(true);
            if (problem) return;
            toggle(text.trim(), { selected: true });
            setText('');
            setTried(false);
          }}
        >
          Add
        </Button>
      </Flex>
      {tried && problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
