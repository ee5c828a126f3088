import { axisTop } from './chart-scale';

describe('axisTop', () => {
  it.each([
    [0, 2],
    [1, 2],
    [3, 4],
    [7, 8],
    [10, 10],
    [11, 20],
    [45, 60],
    [101, 200],
    [950, 1000],
  ])('puts the top of the axis for a largest value of %i at %i', (max, top) => {
    expect(axisTop(max)).toBe(top);
  });
});
