import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { messages, PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_COLS, statusFlagLabel } from '@portal/shared';
import { Checkbox, Tag } from '@portal/shared/antd';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { adminKeys } from '../../queryKeys';
import { stylePath, stylesPath } from '../../urls';
import { fetchProducts, type ProductRow } from '../api';

// Product style editor at /styles and /styles/{sku} (spec 002 §2, §4, §7, §9): a searchable,
// sortable list, 50 a page, sku ascending; the URL carries filter, page, order, orderBy and
// searchCol (and ours: base=1 for base styles only). Selecting a row opens the product-info dialog
// at /styles/{sku} (the list's query kept), so a reload or a shared link lands in it.

const ProductDialog = lazy(() => import('../components/ProductDialog').then((m) => ({ default: m.ProductDialog })));

const FLAG_COLOR: Record<string, string> = { N: 'green', Y: 'red', P: 'blue', T: 'gold', D: 'purple' };
const columns: ListColumn<ProductRow>[] = [
  { id: 'sku', title: 'SKU', sortKey: 'sku', hideable: false },
  { id: 'name', title: 'Name', sortKey: 'name' },
  { id: 'fullName', title: 'Full Name', sortKey: 'fullName' },
  { id: 'category', title: 'Category', sortKey: 'category' },
  { id: 'subCategory', title: 'Sub Category', sortKey: 'subCategory', render: (p) => p.subCategory ?? '' },
  { id: 'gender', title: 'Gender', sortKey: 'gender' },
  { id: 'brand', title: 'Brand', sortKey: 'brand' },
  {
    id: 'statusFlag',
    title: 'Status',
    sortKey: 'statusFlag',
    render: (p) => <Tag color={FLAG_COLOR[p.statusFlag]}>{statusFlagLabel(p.statusFlag)}</Tag>,
  },
  { id: 'introDate', title: 'Intro Date', sortKey: 'introDate', render: (p) => p.introDate ?? '' },
  { id: 'exitDate', title: 'Exit Date', sortKey: 'exitDate', render: (p) => p.exitDate ?? '' },
];

export function StylesPage() {
  const { sku } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useListState({
    listId: 'admin.styles',
    defaultOrderBy: 'sku',
    defaultOrder: 'asc',
    searchOptions: PRODUCT_SEARCH_COLS,
    defaultSearchCol: 'sku',
    defaultPageSize: PRODUCT_PAGE_SIZE,
  });
  const params = new URLSearchParams(location.search);
  const baseStyles = params.get('base') === '1';
  const query = listQuery(list);
  const products = useQuery({
    queryKey: adminKeys.products(query, baseStyles),
    queryFn: ({ signal }) => fetchProducts(query, baseStyles, signal),
    placeholderData: keepPreviousData,
  });
  const setBase = (on: boolean) => {
    const next = new URLSearchParams(location.search);
    if (on) next.set('base', '1');
    else next.delete('base');
    next.delete('page');
    void navigate({ search: next.toString() });
  };

  return (
    <ListPage<ProductRow>
      list={list}
      title="Product Styles"
      columns={columns}
      {...listQueryProps(products, { failedText: messages.ordersFetchFailed })}
      getRowId={(p) => p.id}
      onRowClick={(p) => navigate({ pathname: stylePath(p.sku), search: location.search })}
      toolbarExtra={
        <Checkbox checked={baseStyles} onChange={(e) => setBase(e.target.checked)}>
          Base styles only
        </Checkbox>
      }
    >
      {sku && (
        <Suspense fallback={null}>
          <ProductDialog key={sku} sku={sku} onClose={() => navigate({ pathname: stylesPath(), search: location.search })} />
        </Suspense>
      )}
    </ListPage>
  );
}
