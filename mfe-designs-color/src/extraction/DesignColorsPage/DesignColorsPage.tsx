import { useQuery } from '@tanstack/react-query';
import { parseAsInteger, parseAsStringLiteral, useQueryState } from 'nuqs';
import { Alert, Button, Flex, Select, Spin, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { messages } from '@portal/shared';
import { fetchDesignFilter } from '../../designs/api';
import { designsColorKeys } from '../../queryKeys';
import { extractColorsByTeam } from '../api';
import { ValidateColorMappingsDialog } from '../components/ValidateColorMappingsDialog';

// The colour extraction tool on /design_colors (spec 001 §2.6; README "Decisions"): Select Designs,
// Source 'By Team' (the only one), League and Team, 'Extract Design Colors' opens Validate Color
// Mappings. The URL holds league, team and the open dialog (?action=validate): a reload lands in it.

const SOURCES = [{ value: 'team', label: 'By Team' }];

export function DesignColorsPage() {
  const [league, setLeague] = useQueryState('league', parseAsInteger);
  const [team, setTeam] = useQueryState('team', parseAsInteger);
  const [action, setAction] = useQueryState('action', parseAsStringLiteral(['validate'] as const));
  const options = useQuery({
    queryKey: designsColorKeys.designFilter(),
    queryFn: ({ signal }) => fetchDesignFilter(signal),
    staleTime: 5 * 60_000,
  });
  const teams = (options.data?.team ?? []).filter((t) => t.leagueId === league);
  const ready = league !== null && team !== null && teams.some((t) => t.id === team);
  const open = action === 'validate' && ready;
  const extraction = useQuery({
    queryKey: designsColorKeys.extraction(league ?? 0, team ?? 0),
    queryFn: ({ signal }) => extractColorsByTeam(league!, team!, signal),
    enabled: open,
    staleTime: 60_000,
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1060 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Design Colors
      </Typography.Title>
      <Card title="Select Designs">
        <Flex gap={12} wrap="wrap" align="center">
          <Select aria-label="Source" style={{ width: 160 }} value="team" options={SOURCES} />
          <Select
            aria-label="League"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="League"
            style={{ width: 220 }}
            loading={options.isPending}
            value={league ?? undefined}
            options={(options.data?.league ?? []).map((l) => ({ value: l.id, label: l.name }))}
            onChange={(v: number) => {
              void setLeague(v);
              void setTeam(null);
            }}
          />
          <Select
            aria-label="Team"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Team"
            style={{ width: 260 }}
            disabled={league === null}
            value={ready ? team : undefined}
            options={teams.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(v: number) => void setTeam(v)}
          />
          <Button type="primary" disabled={!ready} onClick={() => void setAction('validate')}>
            Extract Design Colors
          </Button>
        </Flex>
        {options.isError && <Alert type="error" showIcon style={{ marginTop: 12 }} title={messages.designFetchFailed} />}
      </Card>
      {open && extraction.isFetching && (
        <Flex gap={8} align="center">
          <Spin /> Extracting colours…
        </Flex>
      )}
      {open && extraction.isError && (
        <Alert
          type="error"
          showIcon
          title={messages.designColorsFetchFailed}
          action={<Button onClick={() => void extraction.refetch()}>Retry</Button>}
        />
      )}
      {open && extraction.data && !extraction.isFetching && (
        <ValidateColorMappingsDialog key={`${league}-${team}`} designs={extraction.data} onClose={() => void setAction(null)} />
      )}
    </Flex>
  );
}
