import '../../__tests__/testEnv';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeGame, NumberBalls } from '../NumberBall';

describe('NumberBalls', () => {
  const game = { Numbers: [3, null, 12], Powerball: [null] };

  it('draws a game being built with its empty slots, each an empty ball with no child node', () => {
    const { container } = render(<NumberBalls game={game} showEmpty />);
    const balls = [...container.querySelectorAll('.drawkit-ball')];
    expect(balls.map((ball) => ball.textContent)).toEqual(['3', '', '12', '']);
    const empty = balls.filter((ball) => ball.classList.contains('drawkit-ball--empty'));
    expect(empty).toHaveLength(2);
    // React draws no node for '' either; Preact did (144 for 18 empty games): tests/browser/firstDownload.spec.ts checks the built widget.
    expect(empty.every((ball) => ball.childNodes.length === 0)).toBe(true);
    expect(container.querySelector('.drawkit-ball--powerball')).toHaveClass('drawkit-ball--empty');
  });

  it('leaves the empty slots out of a bought game, and reads as text', () => {
    const { container } = render(<NumberBalls game={game} />);
    expect([...container.querySelectorAll('.drawkit-ball')].map((ball) => ball.textContent)).toEqual(['3', '12']);
    expect(container.querySelector('.drawkit-visually-hidden')).toHaveTextContent('Numbers: 3, 12. Powerball: none.');
    expect(describeGame({ Numbers: [null] })).toBe('Numbers: none.');
  });
});
