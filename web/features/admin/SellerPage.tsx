import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, ExternalLink, FileText, RotateCw, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminSellerRejectBody } from '../../../contract/admin-people.ts';
import { type ApiResult, unwrap } from '../../lib/api.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { adminCall } from './call.ts';
import { useCanWrite } from './console-context.ts';
import { indiaDateTime } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { CONSOLE_TOAST, useConsoleTitle } from './console-query.ts';
import { SELLER_STATUS_LABELS } from './SellersPage.tsx';
import {
  Badge,
  Card,
  ConfirmDialog,
  Detail,
  dangerButton,
  Empty,
  LoadError,
  linkClass,
  PageHeader,
  primaryButton,
  ReasonDialog,
  secondaryButton,
  TableSkeleton,
} from './ui.tsx';

// One seller application with every field and its documents. Document links are signed and work for a
// few minutes: the page says so, and Refresh asks for new ones. Pending applications can be approved
// or rejected (with the reason the applicant will see) by roles that may change sellers.

const sellerKey = (id: string) => adminKey('seller', id);

const DECISION_FAILED = 'The decision could not be saved. Try again.';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function useDecision(id: string) {
  const client = useQueryClient();
  return async (send: () => Promise<ApiResult<{ message: string }>>): Promise<boolean> => {
    const result = await send();
    if (!result.success) {
      notifyError(failureText(result, { failed: DECISION_FAILED }), CONSOLE_TOAST);
      // Someone may have decided first: show the application as it is now.
      if (result.status === 409) void client.invalidateQueries({ queryKey: sellerKey(id) });
      return false;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: sellerKey(id) });
    void client.invalidateQueries({ queryKey: adminKey('sellers') });
    return true;
  };
}

export function SellerPage() {
  const { id = '' } = useParams();
  const canWrite = useCanWrite('sellers');
  const decide = useDecision(id);
  const detail = useQuery({
    queryKey: sellerKey(id),
    queryFn: ({ signal }) => unwrap(adminCall('adminSellerApplication', { params: { id }, signal })),
    // The document links expire: never serve an old copy from the cache.
    staleTime: 0,
  });
  const application = detail.data?.application;
  const title = application?.businessName ?? 'Seller application';
  useConsoleTitle(title);

  return (
    <div className="flex flex-col gap-5">
      <Link to="/admin/sellers" className={`${linkClass} inline-flex min-h-11 items-center gap-1 self-start`}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Seller applications
      </Link>
      {detail.isPending ? (
        <TableSkeleton label="Loading the application" />
      ) : detail.isError || !application ? (
        <LoadError error={detail.error} what="the application" onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <PageHeader title={title}>
            <Badge
              tone={
                application.status === 'approved'
                  ? 'good'
                  : application.status === 'rejected'
                    ? 'danger'
                    : 'quiet'
              }
            >
              {SELLER_STATUS_LABELS[application.status]}
            </Badge>
          </PageHeader>
          {canWrite && application.status === 'pending' ? (
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                trigger={
                  <button type="button" className={primaryButton}>
                    <Check className="size-4" aria-hidden="true" /> Approve
                  </button>
                }
                title="Approve this application?"
                description={`${application.ownerName}’s account becomes a seller account.`}
                confirmLabel="Approve"
                onConfirm={() => decide(() => adminCall('adminSellerApprove', { params: { id } }))}
              />
              <ReasonDialog
                trigger={
                  <button type="button" className={dangerButton}>
                    <X className="size-4" aria-hidden="true" /> Reject
                  </button>
                }
                title="Reject this application?"
                description="The applicant is told the reason you give."
                label="Reason the applicant will see"
                confirmLabel="Reject"
                schema={adminSellerRejectBody}
                onSubmit={(reason) =>
                  decide(() => adminCall('adminSellerReject', { params: { id }, body: { reason } }))
                }
              />
            </div>
          ) : null}
          {application.status !== 'pending' ? (
            <p className="text-sm text-ink-soft">
              {SELLER_STATUS_LABELS[application.status]}
              {application.decidedAt ? ` on ${indiaDateTime(application.decidedAt)}` : ''}
              {application.rejectReason ? `. Reason: ${application.rejectReason}` : ''}
            </p>
          ) : null}
          <Card title="Business">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Detail label="Business name">{application.businessName}</Detail>
              <Detail label="Owner">{application.ownerName}</Detail>
              <Detail label="Store type">{application.storeType}</Detail>
              <Detail label="Phone">{application.phone}</Detail>
              <Detail label="Email">{application.email}</Detail>
              <Detail label="Applied">{indiaDateTime(application.createdAt)}</Detail>
              <Detail label="Address">{application.address}</Detail>
              <Detail label="City">{application.city}</Detail>
              <Detail label="State">{application.state}</Detail>
              <Detail label="Pincode">{application.pincode}</Detail>
              <Detail label="Business location">{application.businessLocation}</Detail>
              <Detail label="Landmark">{application.businessLandmark ?? '—'}</Detail>
              <Detail label="GST number">{application.gstNumber ?? '—'}</Detail>
              <Detail label="Description">{application.description ?? '—'}</Detail>
            </dl>
          </Card>
          <Card title="Bank account">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Detail label="Bank">{application.bankName}</Detail>
              <Detail label="Account number">{application.bankAccount}</Detail>
              <Detail label="Account holder">{application.accountHolderName}</Detail>
              <Detail label="IFSC">{application.ifscCode}</Detail>
            </dl>
          </Card>
          <Card
            title="Documents"
            action={
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void detail.refetch()}
                disabled={detail.isFetching}
              >
                <RotateCw className="size-4" aria-hidden="true" /> Refresh links
              </button>
            }
          >
            <p className="mb-3 text-sm text-ink-soft">
              Each link opens in a new tab and expires a few minutes after the page loaded. If one has
              expired, refresh the links to get new ones.
            </p>
            {application.documents.length === 0 ? (
              <Empty>No documents were uploaded.</Empty>
            ) : (
              <ul className="flex flex-col gap-2">
                {application.documents.map((doc) => (
                  <li key={`${doc.kind}-${doc.url}`}>
                    <a
                      href={doc.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${linkClass} inline-flex min-h-11 items-center gap-2`}
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      {doc.kind}
                      <span className="font-normal text-ink-soft">
                        ({doc.mime}, {fileSize(doc.size)}; link valid until {indiaDateTime(doc.expiresAt)})
                      </span>
                      <ExternalLink className="size-4" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
