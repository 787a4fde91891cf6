import { render, screen } from '@testing-library/react';
import { Button } from '@portal/shared/antd-base';
import { RollbackOutlined } from '@portal/shared/icons';

describe('icons', () => {
  it('are hidden from assistive technology: a button is named by its words alone', () => {
    render(<Button icon={<RollbackOutlined />}>Back</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Back');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keep a label given to them', () => {
    render(<RollbackOutlined aria-hidden={false} aria-label="Back to the list" />);
    expect(screen.getByRole('img', { name: 'Back to the list' })).toBeInTheDocument();
  });
});
