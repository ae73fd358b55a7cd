/** Stands in for an imported image file (see moduleNameMapper in jest.config.cjs). */
module.exports = 'test-file-stub.svg';
