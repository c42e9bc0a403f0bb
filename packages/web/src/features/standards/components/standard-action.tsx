import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { type Mutation, type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/use-session.ts';
import { accountKeys, useCrudeAndProfile } from '../../accounts/api.ts';
import { oilKeys } from '../../oil/api.ts';
import { buyStandard, fetchStandardPdf, type Standard, StandardFormatError, standardKeys } from '../api.ts';
import { saveFile } from '../save-file.ts';

type Actionable = Pick<Standard, 'id' | 'ch_name' | 'en_name' | 'ver' | 'crude_num' | 'purchased'>;

/** "免费" / "Free" for a price of 0, otherwise "N 油量" / "N oil". */
export function OilPrice({ price }: { price: number }) {
  const { t } = useTranslation('standards');
  if (price <= 0) return <Tag color="green">{t('price.free')}</Tag>;
  return <span>{t('price.oil', { count: price })}</span>;
}

/** A purchase: the row becomes Download at once, and every list, the ledger and the header's oil reload. */
function afterPurchase(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<unknown>({ queryKey: standardKeys.all }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    const mark = (item: Standard) => (item.id === id ? { ...item, purchased: true } : item);
    if ('list' in data && Array.isArray(data.list)) return { ...data, list: (data.list as Standard[]).map(mark) };
    if ('id' in data) return mark(data as Standard);
    return data;
  });
  void queryClient.invalidateQueries({ queryKey: accountKeys.crudeAndProfile });
  void queryClient.invalidateQueries({ queryKey: standardKeys.all });
  void queryClient.invalidateQueries({ queryKey: oilKeys.all });
}

/** The buy-or-download actions under way, one entry per standard (its row shows busy, a click on it is ignored). */
const ACTION_KEY = ['standards', 'action'] as const;
const standardOf = (mutation: Mutation<unknown, Error, unknown>) => mutation.state.variables as Actionable;
const isFree = (standard: Actionable) => standard.purchased || standard.crude_num <= 0;

/**
 * Buy (after a confirmation stating the oil to spend) and download, one action at a time per standard: a click on an
 * item being bought or downloaded is ignored. Render `contextHolder` once on the page.
 */
export function useStandardActions() {
  const { t } = useTranslation(['standards', 'common']);
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  const busyIds = useMutationState({
    filters: { mutationKey: ACTION_KEY, status: 'pending' },
    select: (mutation) => standardOf(mutation).id,
  });
  // The header's balance (the same query): a standard that costs more cannot be bought, and says why.
  const balance = useCrudeAndProfile(Boolean(useSession())).data?.crude_num;

  const download = async (standard: Actionable) => {
    try {
      const file = await fetchStandardPdf(standard);
      saveFile(file.blob, file.fileName);
      void queryClient.invalidateQueries({ queryKey: standardKeys.all });
    } catch (error) {
      toast.error(
        error instanceof StandardFormatError
          ? t('common:errors.badFormat')
          : t('download.failedWith', { reason: errorMessage(error, t('download.failed')) }),
      );
    }
  };

  const buy = async (standard: Actionable) => {
    try {
      await buyStandard(standard.id);
      afterPurchase(queryClient, standard.id);
      toast.success(t('buy.done'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  // Settles when the dialog closes: after the purchase (its OK button spins meanwhile) or on cancelling.
  const confirmAndBuy = (standard: Actionable) =>
    new Promise<void>((settled) => {
      modal.confirm({
        title: t('buy.title'),
        content: t('buy.confirm', { count: standard.crude_num }),
        okText: t('buy.ok'),
        cancelText: t('common:actions.cancel'),
        onOk: () => buy(standard).then(settled),
        onCancel: () => {
          settled();
          toast.info(t('buy.cancelled'));
        },
      });
    });

  const action = useMutation({
    mutationKey: ACTION_KEY,
    // Free and purchased standards download; the others are bought first.
    mutationFn: (standard: Actionable) => (isFree(standard) ? download(standard) : confirmAndBuy(standard)),
  });

  const act = (standard: Actionable) => {
    // The cache, not `busyIds`: it knows of an action started by a click this render has not seen yet.
    const working = queryClient.isMutating({
      mutationKey: ACTION_KEY,
      predicate: (mutation) => standardOf(mutation).id === standard.id,
    });
    if (working === 0) action.mutate(standard);
  };

  return { act, busy: (id: number) => busyIds.includes(id), balance, contextHolder };
}

export type StandardActions = ReturnType<typeof useStandardActions>;

/** The row's or page's Buy / Download button; its click never reaches the row (which opens the detail). */
export function StandardActionButton({
  standard,
  actions,
  size,
  type = 'link',
}: {
  standard: Actionable;
  actions: StandardActions;
  size?: 'small' | 'middle' | 'large';
  type?: 'link' | 'primary';
}): ReactNode {
  const { t } = useTranslation('standards');
  const reasonId = useId();
  const free = isFree(standard);
  const busy = actions.busy(standard.id);
  // Known to be too little: Buy is disabled and the reason shows beside it (the server would refuse it anyway).
  const short = !free && actions.balance !== undefined && actions.balance < standard.crude_num;
  const reason = short ? t('buy.short', { price: standard.crude_num, balance: actions.balance }) : undefined;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!short) actions.act(standard);
  };
  const button = (
    <Button
      type={type}
      size={size}
      icon={free ? <DownloadOutlined /> : <ShoppingCartOutlined />}
      loading={busy}
      aria-busy={busy}
      disabled={short}
      title={reason}
      aria-describedby={short ? reasonId : undefined}
      onClick={onClick}
      aria-label={`${free ? t('action.download') : t('action.buy')} ${standard.ch_name}`}
    >
      {free ? t('action.download') : t('action.buy')}
    </Button>
  );
  if (!short) return button;
  return (
    // A click on the reason is no row click either (the row opens the detail).
    <Flex vertical align="flex-start" gap={2} onClick={(event) => event.stopPropagation()}>
      {button}
      <Typography.Text type="warning" id={reasonId} style={{ fontSize: 12 }}>
        {reason}
      </Typography.Text>
    </Flex>
  );
}
