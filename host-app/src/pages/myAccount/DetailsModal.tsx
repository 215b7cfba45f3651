import { Modal, Notice, Spinner, useDrawkit } from '@drawkit/widgets';
import { loadCustomerDetails, saveCustomerDetails, type CustomerDetails } from '@drawkit/sdk';
import { useEffect, useState } from 'react';
import { DetailsForm } from './DetailsForm';

/**
 * The details modal the confirmation banner's Update opens for customers with the
 * account-details-manage capability (shop-core §2): the my-details form over the page.
 */
export default function DetailsModal({ onClose }: { onClose: () => void }) {
  const client = useDrawkit();
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadCustomerDetails(client).then((result) => {
      if (!live) return;
      if (result.ok) setDetails(result.value);
      else setError(result.messages[0]?.message ?? 'Something went wrong.');
    });
    return () => {
      live = false;
    };
  }, [client]);

  return (
    <Modal title="Update your details" size="large" onClose={onClose}>
      {error ? <Notice level="error">{error}</Notice> : null}
      {!details && !error ? <Spinner label="Loading your details" /> : null}
      {details ? <DetailsForm details={details} save={(request) => saveCustomerDetails(client, request)} onSaved={onClose} /> : null}
    </Modal>
  );
}
