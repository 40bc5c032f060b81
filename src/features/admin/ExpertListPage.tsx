import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SESSION_KIND_LABELS } from '../../domain/expert-profile';
import { useRemote } from '../../services/api';
import { EXPERTS_PATH, readExperts } from './api';
import { RemoteStatus } from './RemoteStatus';
import './admin.css';

// /admin/experts (admin): every expert, inactive ones included, with the way to edit each.

export function ExpertListPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(EXPERTS_PATH, readExperts, attempt);
  return (
    <section className="section admin">
      <title>Experts</title>
      <div className="container">
        <h1>Experts</h1>
        <p>
          <Link to="/admin/experts/new" className="button">
            Add expert
          </Link>
        </p>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' && remote.data.length === 0 && <p>No experts yet.</p>}
        {remote.state === 'loaded' && remote.data.length > 0 && (
          <table className="admin-table admin-experts">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Position</th>
                <th scope="col">Languages</th>
                <th scope="col">Sessions</th>
                <th scope="col">Shown</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {remote.data.map((expert) => (
                <tr key={expert.id}>
                  <th scope="row">{expert.name}</th>
                  <td>{expert.position}</td>
                  <td>{expert.languages.join(', ')}</td>
                  <td>{expert.kinds.map((kind) => SESSION_KIND_LABELS[kind]).join(', ')}</td>
                  <td>{expert.active ? 'Active' : 'Inactive'}</td>
                  <td>
                    <Link to={`/admin/experts/${expert.id}`} aria-label={`Edit ${expert.name}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
