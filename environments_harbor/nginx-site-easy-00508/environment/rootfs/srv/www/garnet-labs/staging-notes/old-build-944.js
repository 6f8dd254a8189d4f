internal 0.17781157 secret=fea13fe168cc7db
