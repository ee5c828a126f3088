import styled from 'styled-components';

/** A phone outline; the card inside reads its colours from CSS variables set by the preview. */
export const Phone = styled.section`
  width: 360px;
  max-width: 100%;
  border: 12px solid #111827;
  border-radius: 36px;
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.modal};
`;

export const Screen = styled.div`
  height: 640px;
  overflow-y: auto;
  background: var(--background);
  color: var(--text);
  padding-bottom: 24px;
  .hero {
    background: var(--header);
    border-bottom: 4px solid var(--accent);
    padding: 0 16px 20px;
    text-align: center;
  }
  .band { height: 6px; background: var(--primary); margin: 0 -16px 20px; }
  .logo { max-height: 40px; max-width: 160px; display: block; margin: 0 auto 12px; }
  .photo {
    width: 88px;
    height: 88px;
    border-radius: 50%;
    object-fit: cover;
    border: 3px solid var(--primary);
  }
  h3 { margin: 8px 0 0; font-size: 1.4rem; color: var(--secondary); }
  .role { font-weight: 600; color: var(--primary); margin: 4px 0 0; }
  .add {
    margin-top: 16px;
    padding: 10px 20px;
    border: none;
    border-radius: 999px;
    background: var(--primary);
    color: var(--on-primary);
    font-weight: 600;
    cursor: pointer;
  }
  section {
    background: var(--card);
    border: 1px solid var(--border);
    border-radius: 12px;
    margin: 12px 12px 0;
    padding: 12px 16px;
  }
  h4 { margin: 0 0 8px; color: var(--secondary); }
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: 4px 0; overflow-wrap: anywhere; }
  .label { display: block; font-size: 0.7rem; text-transform: uppercase; opacity: 0.7; }
  a { color: var(--primary); }
  p { white-space: pre-line; margin: 0; }
  /* Example text: muted and dashed, as it is not on any card yet. */
  section.example { border-style: dashed; }
  .section-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
  section.example p { opacity: 0.6; font-style: italic; }
`;
