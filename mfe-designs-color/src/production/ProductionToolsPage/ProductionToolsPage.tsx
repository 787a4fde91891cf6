import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Select, Spin, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { ApiError, designImageUrl, messages, notify, sizedImageUrl, SUBLIMATION_PRINTERS } from '@portal/shared';
import { StoredImage } from '@portal/shared/ui';
import { designsColorKeys } from '../../queryKeys';
import {
  fetchDropshipCollections,
  fetchOpenJobs,
  fetchProductionDesigns,
  generateProductionArt,
  recolorDropshipCollection,
  recolorFiles,
  type JobFolder,
  type RecolorAnswer,
} from '../api';

// The production tools on /production_art (spec 001 §2.7, §5.7, §8.4; README "Production tools"):
// pick open jobs and create their job folders (one call per job); pick a design and an optional
// sublimation printer and recolour its production files; pick a dropship collection and recolour it.
// 204 is success, 206 success with errors (shown as a warning with the errors). What a tool wrote is
// listed under it to download: each job folder as a zip (with its designs' art), each recoloured file.

/** A file's name in a download URL ('/api/production/recolored/D1-1/epsonT7270.svg' → 'D1-1 epsonT7270.svg'). */
const fileLabel = (url: string) => url.split('/').slice(-2).join(' ');

function RecolorResult({ answer }: { answer: RecolorAnswer | null }) {
  if (!answer) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }}>
      {answer.errors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={messages.designRecoloredWithErrors}
          description={
            <ul style={{ margin: 0 }}>
              {answer.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      )}
      {answer.files.length > 0 && (
        <nav aria-label="Recolored files">
          <Typography.Text type="secondary">Recolored files:</Typography.Text>
          <ul style={{ margin: 0 }}>
            {answer.files.map((url) => (
              <li key={url}>
                <a href={url} download>
                  {fileLabel(url)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Flex>
  );
}

const announce = (answer: RecolorAnswer) =>
  answer.errors.length ? notify.info(messages.designRecoloredWithErrors) : notify.success(messages.designRecolored);

/** The job folders just made: each one's designs (their art) and its zip to download. */
function JobFolders({ made }: { made: { job: number; folder: JobFolder }[] }) {
  if (!made.length) return null;
  return (
    <ul aria-label="Job folders" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {made.map(({ job, folder }) => (
        <li key={job} style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}>
          <Flex gap={12} align="center" wrap="wrap">
            <a href={folder.download} download>
              Job #{job} folder (zip)
            </a>
            {folder.designs.length === 0 && <Typography.Text type="secondary">No designs on this job.</Typography.Text>}
            {folder.designs.map((design) => {
              const cut = design.lastIndexOf('-');
              return (
                <StoredImage
                  key={design}
                  src={sizedImageUrl(designImageUrl({ id: design.slice(0, cut), variation: Number(design.slice(cut + 1)) }), 'thumb')}
                  alt={`Design ${design}`}
                  width={56}
                  height={56}
                  lazy
                  style={{ objectFit: 'contain' }}
                />
              );
            })}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function OpenJobsCard() {
  const jobs = useQuery({ queryKey: designsColorKeys.openJobs(), queryFn: ({ signal }) => fetchOpenJobs(signal) });
  const [picked, setPicked] = useState<number[]>([]);
  const [made, setMade] = useState<{ job: number; folder: JobFolder }[]>([]);
  const create = useMutation({
    mutationFn: async () => {
      const results = await Promise.allSettled(picked.map((job) => generateProductionArt(job)));
      // The folders that were made are listed even when another job failed.
      setMade(results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ job: picked[i], folder: r.value }] : [])));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSuccess: () => {
      notify.success(messages.jobFoldersCreated);
      setPicked([]);
    },
    onError: (error) => notify.error(error instanceof ApiError && error.status === 409 ? error.message : messages.jobFoldersCreateFailed),
  });
  return (
    <Card title="Open Jobs">
      {jobs.isPending && <Spin />}
      {jobs.isError && (
        <Alert
          type="error"
          showIcon
          title={messages.openJobsFetchFailed}
          action={<Button onClick={() => void jobs.refetch()}>Retry</Button>}
        />
      )}
      {jobs.data && (
        <Flex vertical gap={8}>
          {jobs.data.length === 0 && <Typography.Text type="secondary">No open jobs.</Typography.Text>}
          <Flex vertical gap={2} style={{ maxHeight: 260, overflowY: 'auto' }}>
            {jobs.data.map((j) => (
              <Checkbox
                key={j.numb}
                checked={picked.includes(j.numb)}
                onChange={(e) => setPicked((p) => (e.target.checked ? [...p, j.numb] : p.filter((n) => n !== j.numb)))}
              >
                #{j.numb} {j.job}
              </Checkbox>
            ))}
          </Flex>
          <Button
            type="primary"
            disabled={!picked.length}
            loading={create.isPending}
            onClick={() => create.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            Create Job Folders ({picked.length})
          </Button>
          <JobFolders made={made} />
        </Flex>
      )}
    </Card>
  );
}

function RecolorDesignCard() {
  const [typed, setTyped] = useState('');
  const [design, setDesign] = useState<string | null>(null);
  const [printer, setPrinter] = useState<3 | 4 | null>(null);
  const [answer, setAnswer] = useState<RecolorAnswer | null>(null);
  const options = useQuery({
    queryKey: designsColorKeys.productionDesigns(typed),
    queryFn: ({ signal }) => fetchProductionDesigns(typed, signal),
  });
  const recolor = useMutation({
    mutationFn: () => {
      const [id, variation] = [design!.slice(0, design!.lastIndexOf('-')), Number(design!.slice(design!.lastIndexOf('-') + 1))];
      return recolorFiles({ id, variation, printer });
    },
    onSuccess: (result) => {
      setAnswer(result);
      announce(result);
    },
  });
  return (
    <Card title="Recolor Design Files">
      <Flex gap={8} wrap="wrap" align="center">
        <Select
          aria-label="Design"
          placeholder="Design ID"
          style={{ width: 220 }}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          value={design ?? undefined}
          loading={options.isFetching}
          options={(options.data ?? []).map((d) => ({ value: `${d.id}-${d.variation}`, label: `${d.id}-${d.variation}` }))}
          onChange={(v: string) => setDesign(v)}
        />
        <Select
          aria-label="Printer"
          placeholder="Printer (optional)"
          allowClear
          style={{ width: 200 }}
          value={printer ?? undefined}
          options={SUBLIMATION_PRINTERS.map((p) => ({ value: p.value, label: `${p.value} – ${p.label}` }))}
          onChange={(v: 3 | 4 | undefined) => setPrinter(v ?? null)}
        />
        <Button type="primary" disabled={!design} loading={recolor.isPending} onClick={() => recolor.mutate()}>
          Recolor
        </Button>
      </Flex>
      {options.isError && <Alert type="error" showIcon title={messages.openJobsFetchFailed} />}
      <RecolorResult answer={answer} />
    </Card>
  );
}

function DropshipCard() {
  const collections = useQuery({
    queryKey: designsColorKeys.dropshipCollections(),
    queryFn: ({ signal }) => fetchDropshipCollections(signal),
  });
  const [orderNum, setOrderNum] = useState<number | null>(null);
  const [answer, setAnswer] = useState<RecolorAnswer | null>(null);
  const recolor = useMutation({
    mutationFn: () => recolorDropshipCollection({ orderNum: orderNum! }),
    onSuccess: (result) => {
      setAnswer(result);
      announce(result);
    },
  });
  return (
    <Card title="Recolor Dropship Collection">
      {collections.isError && <Alert type="error" showIcon title={messages.openJobsFetchFailed} />}
      <Flex gap={8} wrap="wrap" align="center">
        <Select
          aria-label="Dropship collection"
          placeholder="Dropship collection"
          style={{ width: 320 }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={collections.isPending}
          value={orderNum ?? undefined}
          options={(collections.data ?? []).map((c) => ({ value: c.orderNum, label: `#${c.orderNum} ${c.name}` }))}
          onChange={(v: number) => setOrderNum(v)}
        />
        <Button type="primary" disabled={orderNum === null} loading={recolor.isPending} onClick={() => recolor.mutate()}>
          Recolor Collection
        </Button>
      </Flex>
      <RecolorResult answer={answer} />
    </Card>
  );
}

export function ProductionToolsPage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1060 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Production Art
      </Typography.Title>
      <OpenJobsCard />
      <RecolorDesignCard />
      <DropshipCard />
    </Flex>
  );
}
