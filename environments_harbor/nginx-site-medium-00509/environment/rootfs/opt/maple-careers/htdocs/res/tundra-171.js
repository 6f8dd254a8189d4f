/* maple-careers js 0.993985 */
