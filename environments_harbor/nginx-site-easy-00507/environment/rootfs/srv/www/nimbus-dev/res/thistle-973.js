/* nimbus-dev js 0.585895 */
