// The API tests of this Jest project run the store's query way (see jest.config.js).
process.env.DATA_ACCESS = 'queries';
