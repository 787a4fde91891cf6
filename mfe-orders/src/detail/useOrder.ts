import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrder, type OrderDetail } from './api';
import { ordersKeys } from '../queryKeys';

// The order of a detail or edit page, and how a change lands: the server answers the whole order
// after every change, which replaces the cached one; every other cached query (the lists, their
// counters) is marked stale, so the list the user goes back to shows where the order is now.

export const orderKey = ordersKeys.order;

export function useOrder(id: number, enabled = true) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    enabled,
    retry: false,
  });
}

export function useOrderChange<Args>(id: number, change: (args: Args) => Promise<OrderDetail>, onDone?: (order: OrderDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [area, kind] }) => !(area === ordersKeys.all[0] && kind === 'order'),
        refetchType: 'none',
      });
      onDone?.(order);
    },
  });
}
