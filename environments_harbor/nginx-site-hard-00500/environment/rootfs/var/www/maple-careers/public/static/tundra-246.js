/* maple-careers js 0.036953 */
