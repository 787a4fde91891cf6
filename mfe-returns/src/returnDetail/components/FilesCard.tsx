import { checkReturnAction, type SessionUser } from '@portal/shared';
import { Button, Empty, Flex } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { DeleteOutlined, DownloadOutlined } from '@portal/shared/icons';
import { ConfirmDialog, useUrlDialog } from '@portal/shared/ui';
import { deleteReturnFile, type ReturnDetail } from '../api';
import { flowReturnOf } from '../flowReturn';

const DIALOGS = ['deleteFile'] as const;

/** The return's files (spec 001 §2.1); delete by order_edit above Initiated, below Cancelled, subStatus 0 (§4.1, §6). */
export function FilesCard({ ret, user, onDeleted }: { ret: ReturnDetail; user: SessionUser | null; onDeleted: () => void }) {
  const dialog = useUrlDialog(DIALOGS);
  const canDelete = checkReturnAction(user, flowReturnOf(ret), 'deleteFile').ok;
  // ?dialog=deleteFile&id=<the file's url>: only a file of this return, only for who may delete.
  const deleting = canDelete && dialog.name === 'deleteFile' ? ret.files.find((f) => f.url === dialog.id) : undefined;
  return (
    <Card title="Files" size="small">
      {ret.files.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No files" />}
      <Flex vertical gap={4}>
        {ret.files.map((f) => (
          <Flex key={f.url} gap={8} align="center">
            <a href={f.url} target="_blank" rel="noreferrer">
              <DownloadOutlined /> {f.name}
            </a>
            {canDelete && (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${f.name}`}
                onClick={() => dialog.open('deleteFile', f.url)}
              />
            )}
          </Flex>
        ))}
      </Flex>
      {deleting && (
        <ConfirmDialog
          title="Delete file"
          okText="Delete"
          onClose={dialog.close}
          onConfirm={async () => {
            await deleteReturnFile(ret.id, deleting.url);
            onDeleted();
          }}
        >
          {`Delete ${deleting.name}?`}
        </ConfirmDialog>
      )}
    </Card>
  );
}
