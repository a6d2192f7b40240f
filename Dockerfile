# The app image for docker-compose: one Node process serving API, web app and widget.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
# The built bundle with the server's node flags (package.json config.serverNodeFlags), as `npm start` runs it.
CMD ["npm", "run", "serve"]
