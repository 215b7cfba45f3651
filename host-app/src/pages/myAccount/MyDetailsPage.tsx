import { Notice, Spinner, useDrawkit } from '@drawkit/widgets';
import { loadCustomerDetails, saveCustomerDetails, type CustomerDetails } from '@drawkit/sdk';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { DetailsForm } from './DetailsForm';

/**
 * `/my-account/my-details` (protected): the details record (`GET /customer/details`) as a form
 * saved with `POST /customer/details`. The confirmation banner is hidden here (shop-core §2).
 */
export function MyDetailsPage() {
  const client = useDrawkit();
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useDocumentTitle('My details');

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
    <section className="page page--narrow" aria-labelledby="my-details-title">
      <p>
        <Link to="/my-account">My account</Link>
      </p>
      <h1 id="my-details-title">My details</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {error ? <Notice level="error">{error}</Notice> : null}
        {!details && !error ? <Spinner label="Loading your details" /> : null}
        {details ? (
          <>
            <p>Date of birth: {new Date(`${details.dateOfBirth}T00:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', dateStyle: 'long' })}</p>
            <DetailsForm
              key={version}
              details={details}
              save={async (request) => {
                const result = await saveCustomerDetails(client, request);
                if (result.ok) {
                  setDetails(result.value.details);
                  setVersion((v) => v + 1);
                }
                return result;
              }}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
