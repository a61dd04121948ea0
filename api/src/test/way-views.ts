// The API tests of this Jest project run the store's views way (see jest.config.js).
process.env.DATA_ACCESS = 'views';
